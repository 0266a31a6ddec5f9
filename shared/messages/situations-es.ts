import type { SituationMessages } from './situations-en.js';

/** The Spanish words of the driver-situation pages and each state's list of them (usted). Same keys as situations-en.ts. */
export const SITUATIONS_ES: SituationMessages = {
  pageTitle: (title, where) => `${title} en ${where}`,
  description: (title, where, companies, median) =>
    `${title} en ${where}: primas de muestra de ${companies} compañías sin y con la situación; cambio mediano: ${median}.`,
  lead: (companies, places, publisher, surveyTitle) =>
    `Lo que ${companies} compañías cobraron al mismo conductor de muestra con y sin esta única diferencia, en ${places === 1 ? 'un lugar' : `${places} lugares`}, según lo publicó el ${publisher} en su ${surveyTitle}.`,
  situation: {
    heading: 'La situación',
    differencesCaption:
      'Lo que difiere entre los dos conductores de muestra, según cómo codificaron los perfiles del departamento quienes recopilaron nuestros datos (citados completos abajo)',
    field: 'Dato del perfil',
    without: 'Sin la situación',
    with: 'Con la situación',
    fieldNames: {
      driver_age: 'Edad',
      gender: 'Sexo',
      marital: 'Estado civil',
      years_licensed: 'Años con licencia',
      incidents: 'Accidentes con culpa',
      violations: 'Multas',
      coverage: 'Cobertura',
      liability_limits: 'Límites de responsabilidad civil',
      comp_deductible: 'Deducible de la cobertura integral',
      coll_deductible: 'Deducible de la cobertura de colisión',
      vehicle: 'Vehículo',
      annual_miles: 'Millas al año',
      good_student: 'Buen estudiante',
      driver_training: 'Curso de manejo',
    },
    otherField: 'Otro dato: ',
    notRecorded: 'sin registrar',
    drivers:
      'Los dos conductores de muestra, en palabras del departamento tal como las registraron quienes recopilaron nuestros datos (texto oficial en inglés):',
    withoutDriver: (profile) => `Sin la situación (perfil ${profile})`,
    withDriver: (profile) => `Con la situación (perfil ${profile})`,
    allPremiums: (where) => `Primas de muestra por compañía en ${where}, de la misma encuesta`,
  },
  changed: {
    heading: 'Lo que cambió',
    overall: (median, comparisons, companies, places) =>
      `El cambio mediano fue ${median}: el valor central de ${comparisons} cambios, uno por cada compañía y lugar donde la compañía calculó la prima de los dos conductores (${companies} compañías, ${places === 1 ? 'un lugar' : `${places} lugares`}). La mitad de los cambios fue igual o menor, y la otra mitad igual o mayor.`,
    caption: 'El cambio mediano, el más bajo y el más alto en cada lugar, y la compañía con la prima más baja para el conductor en la situación',
    place: 'Lugar',
    median: 'Cambio mediano',
    lowest: 'Cambio más bajo',
    highest: 'Cambio más alto',
    cheapest: 'Prima más baja con la situación',
    extreme: (value, carriers) => `${value}: ${carriers}`,
    and: '; ',
    notAdvice:
      'La prima más baja es la cifra del departamento para este conductor de muestra, no una recomendación: el precio más bajo para otro conductor puede ser el de otra compañía.',
  },
  companies: {
    heading: 'Compañía por compañía',
    intro:
      'Primas anuales de los dos conductores de muestra, por compañía, de la prima más baja con la situación a la más alta, y el cambio de una a otra. Las compañías aparecen con los nombres que publicó el departamento.',
    sixMonth:
      'El departamento publica primas de seis meses: las cifras anuales de aquí son esas multiplicadas por dos, y cada cifra publicada está en su ubicación en los datos.',
    caption: (place) => `${place}: primas anuales sin y con la situación, por compañía`,
    company: 'Compañía',
    without: 'Sin',
    with: 'Con',
    change: 'Cambio',
    rateDate: 'Fecha de la tarifa',
    pricedOnce: (count) =>
      `No se incluyen aquí: ${count === 1 ? 'una compañía calculó' : `${count} compañías calcularon`} la prima de solo uno de los dos conductores, así que no hay cambio que mostrar: `,
    pricedWithout: (carrier, premium) => `${carrier} (solo sin la situación, ${premium})`,
    pricedWith: (carrier, premium) => `${carrier} (solo con la situación, ${premium})`,
    placesWithoutPair: (places) => `La encuesta calculó la prima de solo uno de los dos conductores en ${places}, así que esos lugares no tienen comparación.`,
    apart: (carriers) => `No se incluyen en ningún lugar: ${carriers}. `,
    locators: 'Dónde está cada cifra en los datos del departamento',
    locatorsIntro: 'Cada ubicación es una de las dos líneas de abajo, donde … es la parte de cada compañía en la tabla (en inglés, como en los datos):',
    locatorsWithout: 'Sin la situación: ',
    locatorsWith: 'Con la situación: ',
    locatorsCaption: (place) => `${place}: dónde está cada cifra en los datos del departamento`,
    insurers: 'Las páginas de las aseguradoras de los grupos en los que nuestro mapa de grupos sitúa a estas compañías: ',
  },
  cannot: {
    heading: 'Lo que esta encuesta no puede decirle',
    situation: (text) => `Sobre esta situación, la encuesta no puede decir ${text}`,
    otherStates: (where) => `Nada sobre otros estados: cada estado regula sus propias tarifas, y estas cifras solo valen para ${where}.`,
    otherDrivers:
      'Cuál sería el cambio para otro conductor, auto, lugar o cobertura: cada cambio es para estos dos conductores de muestra, y una compañía puede calcular la misma diferencia de otra manera para otra persona.',
    otherCompanies: 'Nada sobre las compañías que la encuesta no incluyó.',
  },
  sources: 'Fuentes',
  index: {
    heading: (where) => `Situaciones del conductor en ${where}`,
    intro: (publisher, surveyTitle) =>
      `Cada situación de abajo es una diferencia entre dos conductores de muestra cuya prima calculó el ${publisher} en su ${surveyTitle}, compañía por compañía. Su página muestra la prima de cada compañía sin y con la situación.`,
    caption: 'Cada situación, con el cambio mediano en las primas de muestra de las compañías',
    situation: 'Situación',
    median: 'Cambio mediano',
    comparisons: 'Compañías y lugares comparados',
    compared: (companies, places) => `${companies} ${companies === 1 ? 'compañía' : 'compañías'}, ${places === 1 ? 'un lugar' : `${places} lugares`}`,
    description: (where, count) =>
      `${count === 1 ? 'Una situación del conductor' : `${count} situaciones del conductor`} en ${where}: lo que cada una cambió en las primas de muestra de la encuesta de un regulador, compañía por compañía.`,
    samplePremiums: (where) => `Las primas de muestra de cada compañía en ${where}, de la misma encuesta`,
  },
  indexLink: (where) => `Situaciones del conductor en ${where}`,
  indexLinkAfter: (count) =>
    `: ${count === 1 ? 'una diferencia' : `${count} diferencias`} entre dos de los conductores de muestra de la encuesta, y lo que cada una cambió en la prima de cada compañía.`,
  guide: {
    heading: 'Lo que cuesta una situación, compañía por compañía',
    intro:
      'Los reguladores estatales calcularon la prima del mismo conductor de muestra sin y con cada una de estas situaciones en las compañías de sus encuestas. Cada página muestra la prima de cada compañía de las dos maneras y el cambio.',
    all: (where) => `Todas las situaciones del conductor en ${where}`,
  },
};
