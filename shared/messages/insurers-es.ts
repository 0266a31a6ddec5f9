import type { InsurerMessages } from './insurers-en.js';

/** The Spanish words of the insurer pages and their index (usted, the glossary's terms). Same keys as insurers-en.ts. */
export const INSURERS_ES: InsurerMessages = {
  page: {
    title: (name) => `${name}: los registros de sus reguladores`,
    description: (name) =>
      `Las compañías legales de ${name}, sus clasificaciones de quejas en Nueva York y lo que cobró a los conductores de muestra de los reguladores.`,
    intro: (name) =>
      `Lo que los reguladores publicaron sobre las compañías legales de ${name}, tal como lo publicaron, con la fuente de cada cifra. No damos estrellas, puntajes ni etiquetas de “la mejor”: los registros de abajo son de los reguladores, no nuestra opinión.`,
    byline: (siteName) => `De los registros de los reguladores, por el equipo editorial de ${siteName}`,
    mapCompiled: 'Mapa de grupos compilado el',
  },
  who: {
    heading: (name) => `Quién es ${name}`,
    share: (name, rank, groups, share, year) =>
      `${name} fue el número ${rank} de los ${groups} mayores grupos de seguros de autos particulares de los Estados Unidos por primas emitidas en ${year}, con el ${share}% del mercado.`,
    shareSource: (publisher) => `Fuente: la tabla de participación de mercado de la ${publisher}, tal como la reproduce `,
    companies: (name, count) =>
      `${count === 1 ? 'La compañía legal de abajo es' : `Las ${count} compañías legales de abajo son`} de ${name} según el documento citado junto a cada una: las compañías que nombran nuestras fuentes, no necesariamente todas las del grupo.`,
    caption: (name) => `Las compañías legales de ${name} y el documento que sitúa a cada una en el grupo`,
    company: 'Compañía legal',
    naicCode: 'Código NAIC',
    placedBy: 'La sitúa en el grupo',
    noCode: 'No figura en nuestras fuentes',
    none: (name) =>
      `Ningún documento que hayamos podido leer nombra las compañías legales de ${name}, así que no podemos vincular ningún registro de un regulador con ${name}: los reguladores que citamos (el Departamento de Servicios Financieros de Nueva York y las cuatro encuestas estatales de abajo) no publican nada que podamos mostrar. No adivinamos compañías por sus nombres.`,
    noGroup: (name) =>
      `${name} es una marca, no uno de los grupos de seguros de nuestro mapa: ningún documento que hayamos podido leer sitúa a una compañía que venda como ${name} en alguno de los grupos más grandes, así que no podemos vincular ningún registro de un regulador con ella. No adivinamos compañías por sus nombres.`,
  },
  newYork: {
    notRanked: (name, first, last) =>
      `Ninguna de las compañías que nuestro mapa sitúa en ${name} aparece en las clasificaciones del DFS de los años de presentación ${first} a ${last}.`,
    unmapped: (name) => `Sin una compañía legal que buscar, no mostramos ningún registro de Nueva York para ${name}.`,
  },
  surveys: {
    heading: 'Lo que cobró en las encuestas de los reguladores',
    intro:
      'Algunos reguladores estatales publicaron lo que cada compañía cobró al mismo conductor de muestra en el mismo lugar. Para cada encuesta que publicamos: la compañía más barata del grupo para el conductor base de la encuesta en cada lugar, su posición desde la prima más baja y cuánto se alejó de la compañía mediana. Una prima de muestra no es una cotización: la suya depende de usted, de su auto y de dónde vive.',
    surveyHeading: (state, title) => `${state}: ${title}`,
    baseDriver: (description, effective) => `Conductor base: ${description}. Tarifas: ${effective}.`,
    caption: (name, state) => `La compañía más barata de ${name} para el conductor base en cada lugar de la encuesta de ${state}`,
    place: 'Lugar',
    company: 'Compañía más barata del grupo, tal como se publicó',
    premium: 'Prima anual',
    position: 'Posición',
    difference: 'Diferencia con la compañía mediana',
    positionOf: (position, companies) => `${position}.ª más barata de ${companies}`,
    below: (amount) => `${amount} por debajo de la mediana`,
    above: (amount) => `${amount} por encima de la mediana`,
    atMedian: 'La mediana',
    program: (program) => `programa: ${program}`,
    notInPlace: 'No está en esta encuesta',
    notInSurvey: (name) => `No está en esta encuesta: ninguna de las compañías que nuestro mapa sitúa en ${name} aparece en su tabla para este conductor.`,
    unmapped: (name) => `Sin una compañía legal que buscar, no podemos situar a ${name} en las encuestas de los reguladores.`,
    locators: 'Dónde se publica cada prima: ',
    source: 'Fuente: ',
  },
  situations: {
    heading: 'Cómo cambian las primas según la situación del conductor',
    intro: (name) =>
      `Algunas encuestas de los reguladores calcularon la prima del mismo conductor de muestra dos veces, sin y con una diferencia (un accidente, una multa, una edad…), compañía por compañía. Para cada página de situación del conductor que incluye una compañía de ${name}: el cambio de esa compañía, tal como lo muestra su página de situación, junto al cambio mediano de todas las compañías que compara la página, en el mismo lugar y en todos sus lugares. El cambio de un conductor de muestra no indica cuánto cambiaría su propia prima.`,
    stateHeading: (where) => `Situaciones del conductor en ${where}`,
    rates: (effective) => ` Tarifas: ${effective}.`,
    onePlace: (place) => `Cada cambio es el de la compañía en ${place}, el primer lugar donde la compara su página de situación.`,
    caption: (name, where) => `Las compañías de ${name} en las páginas de situaciones del conductor de la encuesta en ${where}`,
    situation: 'Situación',
    company: 'Compañía, tal como se publicó',
    place: 'Lugar',
    change: 'Su cambio',
    placeMedian: 'Cambio mediano de todas las compañías allí',
    median: 'Cambio mediano de todas las compañías, en todos los lugares',
    pricedOnly: (side) => (side === 'without' ? 'Solo calculó la prima sin la situación' : 'Solo calculó la prima con la situación'),
  },
  cannotTell: {
    heading: 'Lo que esta página no puede decirle',
    text: 'Estos registros no dicen cómo una compañía atiende los reclamos, qué tan rápido los paga ni si tiene el dinero para pagarlos: las quejas de Nueva York son de un solo estado, las encuestas pusieron precio a unos pocos conductores de muestra y la solidez financiera la califican otros, no los reguladores que citamos. Para consultar las licencias y las quejas de una compañía, use ',
    naicSearch: 'el buscador Consumer Insurance Search de la NAIC (en inglés)',
    or: ' o ',
    stateDepartment: 'el departamento de seguros de su estado',
    end: ', con el nombre legal o el código NAIC de la compañía que aparecen en esta página.',
  },
  index: {
    title: 'Grupos de seguros de auto y los registros de sus reguladores',
    sortedTitle: (column) => `Grupos de seguros de auto por ${column}`,
    description:
      'Los mayores grupos de seguros de auto de EE. UU. con su participación de mercado, sus posiciones por quejas en Nueva York y en las encuestas de primas de muestra.',
    sortedDescription: (column) =>
      `Los mayores grupos de seguros de auto de EE. UU. ordenados por ${column}, con su participación de mercado y sus posiciones según los reguladores.`,
    intro:
      'Los mayores grupos de seguros de autos particulares de los Estados Unidos, con lo que los reguladores publicaron sobre sus compañías legales. Ordene por cualquier columna: cada orden es su propia página. Sin estrellas, puntajes ni etiquetas de “la mejor”: posiciones más bajas significan menos quejas confirmadas o primas de muestra más bajas, nada más.',
    summary: (groups, ranked, year, inSurveys, unmapped) =>
      `De estos ${groups} grupos, ${ranked} tenían una compañía en la clasificación del DFS de Nueva York del año de presentación ${year}, y ${inSurveys} tenían una compañía en la tabla de al menos una encuesta para su conductor base. Para ${unmapped}, ningún documento que hayamos podido leer nombra las compañías legales del grupo, así que no mostramos ningún registro.`,
    caption: (column) => `Grupos de seguros, ordenados por ${column}`,
    sortedBy: 'orden actual',
    group: 'nombre del grupo',
    share: 'participación en el mercado de EE. UU.',
    newYork: 'posición por quejas en Nueva York',
    survey: (state) => `prima de muestra de ${state}`,
    shareCell: (rank, share) => `${share}% (número ${rank})`,
    ranks: (ranks, ranked, year) => `${ranks} de ${ranked} (${year})`,
    positions: (best, worst, companies) => (best === worst ? `${best}.ª de ${companies}` : `${best}.ª a ${worst}.ª de ${companies}`),
    noRecord: 'Ninguna',
    notInSurvey: 'No está',
    noCompanies: 'Sin compañías con fuente',
    notes:
      'Posición por quejas en Nueva York: la posición que el DFS dio a cada compañía del grupo en el último año de presentación; una posición más baja significa menos quejas confirmadas por cada $1 millón de primas. Prima de muestra: las posiciones de la compañía más barata del grupo para el conductor base de la encuesta, en los lugares de la encuesta, siendo la 1.ª la prima más baja. Los grupos sin cifra en una columna van al final, por participación de mercado.',
    sortBy: (column) => `Ordenar por ${column}`,
  },
};
