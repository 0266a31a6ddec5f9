import type { StateMessages } from './state-en.js';

/** An act as the data names it, «2025 SB 121 (O.C.G.A. 33-7-16)», in Spanish word order: «SB 121 de 2025 (O.C.G.A. 33-7-16)». */
const act = (law: string) => law.replace(/^(\d{4}) ([SH]B \d+)/, '$2 de $1');

/** A filing certificate as the data names it: a form number as it is («el SR-22»), a name in English quoted as the state's own («el certificado que el estado llama “SR-22 Certificate”»). */
const certificateName = (certificate: string) =>
  /^(?:[A-Z]{2}[- ]?\d+[A-Z]?\/?)+$/.test(certificate) ? `el ${certificate}` : `el certificado que el estado llama “${certificate}”`;

/** A publisher the data names in English, as a Spanish sentence names it: the agencies that publish in Spanish by their Spanish names. */
const SPANISH_NAMES: Readonly<Record<string, string>> = {
  'U.S. Bureau of Labor Statistics': 'la Oficina de Estadísticas Laborales de EE. UU. (BLS)',
};
export const agencyInSpanish = (publisher: string): string => SPANISH_NAMES[publisher] ?? publisher;

/** «de» before a place as it reads in a sentence, contracted before the article: «del Distrito de Columbia», «de Texas». */
const de = (where: string) => (where.startsWith('el ') ? `del ${where.slice(3)}` : `de ${where}`);

/**
 * The Spanish words of the state pages, the state index and the price pages (usted, the
 * glossary's terms with the English term in brackets on first use). Same keys as state-en.ts.
 */
export const STATE_ES: StateMessages = {
  faultLabel: {
    'at-fault': 'Sistema de responsabilidad por culpa (at-fault)',
    'no-fault': 'Sistema sin culpa (no-fault)',
    'choice-no-fault': 'Sistema sin culpa opcional (choice no-fault)',
    'add-on': 'Sistema complementario (add-on)',
  },
  coverageKind: {
    required: 'Obligatoria',
    'included-unless-rejected-in-writing': 'Incluida, a menos que usted la rechace por escrito',
    'included-unless-rejected': 'Incluida, a menos que usted la rechace',
    'must-be-offered': 'Las aseguradoras deben ofrecerla; comprarla es decisión suya',
    'not-required': 'No es obligatoria',
    'not-confirmed': 'Sin confirmar: las fuentes que citamos no lo aclaran',
  },
  coverageName: {
    pip: 'protección contra lesiones personales (PIP)',
    medPay: 'gastos médicos (MedPay)',
    um: 'conductor sin seguro',
    uim: 'conductor con seguro insuficiente',
    umpd: 'daños a la propiedad por conductor sin seguro',
  },
  inSentence: (code, name) => (code === 'DC' ? 'el Distrito de Columbia' : name),
  possessive: de,
  propertyDamageOnly: (pip, propertyDamage) => `${pip ? `${pip} de PIP + ` : ''}${propertyDamage} de daños a la propiedad`,
  noneRequired: 'no se exige',
  lead: {
    notCompulsory: (Where) =>
      `${Where} no exige seguro de auto, pero el conductor que causa un choque debe poder pagar los daños: los mínimos de una póliza, qué significan las reglas de culpa después de un choque y cuánta cobertura conviene considerar.`,
    alternative: (where) =>
      `La cobertura estándar que llevan los conductores en ${where} (una póliza alternativa más barata también cumple la ley), qué significan sus reglas de culpa después de un choque y cuánta cobertura conviene considerar por encima del mínimo.`,
    standard: (where) =>
      `La cobertura que todo conductor en ${where} debe llevar, qué significan sus reglas de culpa después de un choque y cuánta cobertura conviene considerar por encima del mínimo.`,
  },
  filingSummary: {
    notUsed: 'No se usa el SR-22',
    forms: { both: 'SR-22 y FR-44', fr44: 'FR-44', sr22: 'SR-22' },
    used: (forms, years) =>
      `Se usa ${forms}; ${years.length > 0 ? `se mantiene vigente ante el estado durante ${years.join(' o ')} años en los casos citados abajo` : 'las fuentes que citamos no dicen por cuánto tiempo'}`,
  },
  compare: {
    parts: {
      perPerson: 'lesiones corporales por persona',
      perCrash: 'lesiones corporales por choque',
      propertyDamage: 'daños a la propiedad',
      bodilyInjury: 'lesiones corporales',
    },
    higher: 'más alto',
    same: 'igual',
    lower: 'más bajo',
    and: ' y ',
    allHigher: 'Más alto en los tres límites',
    allSame: 'Igual al mínimo',
    group: (parts, word) => `${word} en ${parts}`,
  },
  barredParty: { owner: 'propietario', operator: 'conductor' },
  noPayNoPlay: (parties, bodilyInjury, propertyDamage) =>
    `Después de un choque, un ${parties.join(' o ')} sin el seguro obligatorio no puede cobrar los primeros ${bodilyInjury} de daños por lesiones corporales ni los primeros ${propertyDamage} de daños a la propiedad`,
  page: {
    title: (where) => `Requisitos del seguro de auto en ${where}`,
    // A search snippet: the fault system without its English gloss, which the page gives.
    description: (_name, where, minimum, rules, fault, filings) =>
      `Seguro de auto mínimo en ${where} (${minimum}): reglas de ${rules}, ${fault.replace(/ \([^)]*\)$/, '')}, ${filings} y fuentes oficiales.`,
    rulesWithPip: 'PIP, MedPay y conductor sin seguro',
    rulesWithoutPip: 'conductor sin seguro',
    minimumsQuotedFrom: 'Mínimos citados de la fuente oficial:',
    requires: (where) => `Qué exige ${where}`,
    faultRules: (fault, where) => `Reglas de culpa en ${where}: ${fault.charAt(0).toLowerCase()}${fault.slice(1)}`,
    filings: (forms, where) => `Certificados ${forms} en ${where}`,
    goodToKnow: (where) => `Lo que conviene saber en ${where}`,
    howMuch: 'Cuánta cobertura conviene considerar',
    howMuchText:
      'El mínimo es el piso que exige la ley, no una red de seguridad: lo que un choque cueste por encima de sus límites puede quedar a su cargo. Muchos conductores eligen en cambio uno de tres niveles comunes. Los límites están en miles de dólares: 50/100/50 significa $50,000 por cada persona lesionada, $100,000 por todas las personas lesionadas en un choque y $50,000 por daños a la propiedad.',
    guidesFor: (_name, where) => `Guías para conductores ${de(where)}`,
    sources: 'Fuentes',
    compilers:
      'No leímos estas páginas oficiales nosotros mismos: las citas vienen de dos recopilaciones públicas cuyos editores sí lo hicieron, en las fechas que aparecen junto a cada cita. Citas de límites mínimos y del SR-22: Reference Source (',
    compilersAndOurs: (site) =>
      `Las citas marcadas «según la leyó ${site}» las leímos nosotros mismos, en copias guardadas de las páginas oficiales, y todavía nadie más ha revisado esa lectura. Las demás vienen de dos recopilaciones públicas cuyos editores sí leyeron las páginas oficiales, en las fechas que aparecen junto a cada cita. Citas de límites mínimos y del SR-22: Reference Source (`,
    adapted: '; adaptado.',
    notaquote: ' Citas de leyes sobre las reglas de cobertura: notaquote-fyi, recopilado por Bolewood Group, LLC (',
    notaquoteLicence: '), licencia MIT.',
    publishersText: (possessive) =>
      ` Las citas siguen siendo el texto de quienes las publicaron. Las leyes cambian: confirme las reglas vigentes con la agencia de vehículos motorizados o el departamento de seguros ${possessive} antes de comprar. `,
    allSources: 'Todas nuestras fuentes de datos',
    allStates: 'Todos los estados',
    englishPage: '(en inglés)',
  },
  table: {
    caption: (where) => `Seguro de auto mínimo en ${where}`,
    coverageOrRule: 'Cobertura o regla',
    minimumLiability: 'Responsabilidad civil mínima',
    perPerson: 'Lesiones corporales por persona:',
    perCrash: 'Lesiones corporales por choque:',
    propertyDamage: 'Daños a la propiedad:',
    singleLimit: (amount) => `O un límite único combinado de ${amount}.`,
    inForceSince: 'Vigente desde el',
    from: 'A partir del',
    scheduledChange: 'Cambio programado',
    afterDui: 'Mínimo después de una condena por DUI',
    duiLimits: (first, second) => [first, ' después de una primera condena; ', second, ' después de una segunda'],
    noPayNoPlay: 'Manejar sin seguro (regla “no pay, no play”: si no paga, no cobra)',
    pip: 'Protección contra lesiones personales (PIP)',
    medPay: 'Cobertura de gastos médicos (MedPay)',
    um: 'Cobertura de conductor sin seguro (UM)',
    uim: 'Cobertura de conductor con seguro insuficiente (UIM)',
    umpd: 'Daños a la propiedad por conductor sin seguro (UMPD)',
    faultSystem: 'Sistema de culpa',
    proofFiling: (forms) => `Certificado de responsabilidad financiera (${forms})`,
  },
  fault: {
    atFault: (Where) =>
      `${Where} usa el sistema de responsabilidad por culpa (at-fault). El conductor que causa un choque responde por los daños, y su seguro de responsabilidad civil paga las cuentas de las demás personas. Si otro conductor lo lesiona, usted presenta un reclamo ante la aseguradora de esa persona o la demanda.`,
    addOnWithRule: (Where) =>
      `${Where} es un estado complementario (add-on): la protección contra lesiones personales (PIP) paga sus propias cuentas médicas después de un choque, sin importar quién lo causó.`,
    addOn: (Where) =>
      `${Where} es un estado complementario (add-on). La protección contra lesiones personales (PIP) paga sus propias cuentas médicas después de un choque, sin importar quién lo causó, pero, a diferencia de un estado sin culpa, no le quita el derecho a reclamar al conductor que causó el choque ni a demandarlo.`,
    noFault: (Where) =>
      `${Where} es un estado sin culpa (no-fault). Después de un choque, su propia protección contra lesiones personales (PIP) paga primero sus cuentas médicas y algunos otros gastos, sin importar quién lo causó. Su derecho a demandar al otro conductor por lesiones es limitado, por lo general a lesiones graves o a gastos por encima de un nivel que fija la ley estatal. La cobertura de responsabilidad civil sigue pagando los daños que usted cause a la propiedad de otras personas y las lesiones que quedan fuera de las reglas sin culpa.`,
    choice: (Where) =>
      `${Where} deja que los conductores elijan entre las reglas sin culpa (no-fault) y el sistema tradicional de responsabilidad por culpa (at-fault). Con las reglas sin culpa, su propia protección contra lesiones personales (PIP) paga primero sus cuentas médicas y su derecho a demandar es limitado; conservar el derecho a demandar suele costar más. La elección afecta su precio y sus derechos, así que léala con cuidado.`,
  },
  filing: {
    sr22: (Where, orDui) =>
      `El SR-22 es un formulario que su aseguradora presenta ante el estado para demostrar que usted lleva al menos la cobertura mínima. ${Where} puede exigirlo después de infracciones graves, como manejar sin seguro${orDui ? ' o un DUI' : ''}.`,
    noDuration: ' Las fuentes que citamos no indican aquí por cuánto tiempo: el estado o un tribunal le dirá cuánto tiempo debe mantenerlo vigente.',
    noSr22: (Where) => `${Where} no usa el formulario SR-22.`,
    fr44: (where) =>
      `Después de una condena por DUI, ${where} exige en cambio un FR-44. Funciona como un SR-22, pero exige límites de responsabilidad civil más altos que el mínimo estatal.`,
    keep: (trigger, certificate) =>
      `${trigger ? `Cuando el motivo es “${trigger}” (texto en inglés), mantenga` : 'Mantenga'} ${certificateName(certificate)} vigente ante el estado durante `,
    years: (years) => `${years} años`,
    withoutLapse: ', sin interrupciones.',
  },
  recommended: {
    caption: (possessive) => `Niveles comunes de responsabilidad civil comparados con el mínimo ${possessive}`,
    level: 'Nivel',
    comparedWith: (_name, where) => `Comparado con el mínimo ${de(where)}`,
    theMinimum: (_name, where) => `El mínimo ${de(where)}`,
  },
  evidence: {
    minimumsHeading: 'Los mínimos en las palabras oficiales',
    singleLimitDisagrees: (amount, where) =>
      `El límite único de ${amount} aparece en la oración citada arriba, pero la otra recopilación que usamos no registra ninguna opción de límite único para ${where}: pregunte a una aseguradora si lo vende.`,
    unconfirmedSingleLimit: (amount, where) =>
      `Una recopilación que usamos indica un límite único de ${amount} para ${where}, pero ninguna oración que podamos citar lo dice y la otra no indica ninguno, así que no lo mostramos como mínimo.`,
    changeNotQuoted: (limits) =>
      `La oración de abajo da la fecha del cambio, pero no todos los límites nuevos: ${limits} es la lectura de la ley que hace la recopilación.`,
    duiHeading: 'Mínimos más altos después de un DUI',
    dui: (law, first, second) =>
      `Después de una condena por DUI, la ley ${act(law)} fija mínimos de responsabilidad civil más altos en lugar de los habituales: ${first} después de una primera condena y ${second} después de una segunda.`,
    duiWhen:
      ' Nuestros datos no indican la fecha en que esta ley entró en vigor ni cuánto duran los límites más altos: pregúntele a su aseguradora o a la agencia de licencias de manejar del estado si se aplica a la fecha de su condena.',
    duiNotQuoted: ' La oración de abajo indica la primera de estas cifras; las demás son la lectura de la ley que hace la recopilación que citamos.',
    noPayNoPlayHeading: 'Si no paga, no cobra (no pay, no play)',
    noPayNoPlayRaised: (law, amends, bodilyInjury, propertyDamage) =>
      `La ley ${act(law)}, que modificó la sección ${amends}, subió estos montos desde ${bodilyInjury} por lesiones corporales y ${propertyDamage} por daños a la propiedad. La ley de abajo muestra las palabras que elimina junto a las que agrega.`,
    noPayNoPlayWhen:
      'Nuestros datos no indican la fecha en que este cambio entró en vigor: pregúntele a su aseguradora o a un abogado si se aplica a la fecha de su choque.',
    noPayNoPlaySince: (year) => [
      'Este cambio rige desde el ',
      `, el día que la constitución del estado, citada abajo, fija para una ley de la sesión ordinaria de ${year} que no indica su propia fecha. Leímos esa regla, no el texto de la ley: pregúntele a su aseguradora o a un abogado si el cambio se aplica a la fecha de su choque.`,
    ],
    coveragesHeading: 'Lo que dicen las leyes sobre estas coberturas',
    unconfirmed: (where, coverages) =>
      `Sin confirmar: las recopilaciones que citamos no registran si ${where} exige cobertura de ${coverages.join(coverages.length > 2 ? ', ' : ' o ')}. Pregunte a una aseguradora o al departamento de seguros del estado.`,
  },
  quote: {
    quotedFrom: 'Citado de',
    checked: ', según la verificación del',
    by: 'por',
    readBy: (site) => `, según la leyó ${site} en una copia guardada de la página el`,
  },
  prices: {
    heading: (where) => `Cuánto pagan los conductores en ${where}`,
    caption: (year) => `Promedios de la NAIC para ${year}, por auto asegurado al año`,
    averageExpenditure: 'Gasto promedio',
    combinedPremium: 'Prima promedio combinada',
    countrywide: 'Todo el país',
    rankOf: (total) => `Posición entre ${total}`,
    credit: (year, report) => `Fuente: NAIC, ${report}, datos de ${year}`,
    creditTables: (expenditure, combined) => ` (en inglés): gasto promedio en la ${expenditure}; prima promedio combinada en la ${combined}. `,
    announcement: 'Anuncio del informe de la NAIC (en inglés)',
    rank: (where, expenditure, combined) =>
      `. La posición 1 es la más alta de los 50 estados y DC; ${where} ocupa la posición ${expenditure} en gasto promedio y la ${combined} en prima promedio combinada.`,
    notAQuote: (warning) =>
      `Lo que estos promedios no son: no son una cotización ni un precio que alguien haya recibido. Cada uno es una sola cifra para todos los conductores, autos, límites de cobertura y deducibles del estado juntos. El gasto promedio reparte las primas entre todos los autos asegurados, incluidos los que solo tienen seguro de responsabilidad civil, por eso es más bajo que la prima promedio combinada (responsabilidad civil, colisión y cobertura integral sumadas). Quienes recopilaron nuestros datos citan a la NAIC cuando dice que “${warning}” (texto oficial en inglés); no hemos verificado esa frase en el informe de la NAIC.`,
    cpi: (year, publisher, base, baseYear, latest, month, change) =>
      `Los precios han cambiado desde ${year}. El índice de precios al consumidor del seguro de vehículos motorizados ${de(agencyInSpanish(publisher))} promedió ${base} en ${baseYear} y estaba en ${latest} en ${month}, un ${change} más alto. Lo damos solo como contexto: las cifras de arriba son promedios de ${year} y no están ajustadas. Fuente: `,
    cpiSeries: (publisher, series) => `${publisher}, serie del IPC ${series} (en inglés)`,
    samplePremiums: (where) => `Primas de muestra por compañía en ${where}`,
    fromSurvey: (publisher, title) => `, de la publicación ${title} (${publisher}, en inglés).`,
    whereFrom: 'De dónde vienen estas cifras y cómo damos crédito a sus fuentes',
  },
  map: {
    caption: (year) => `Gasto promedio por auto asegurado en ${year}, por estado (NAIC). Más oscuro es más alto.`,
    range: (low, high) => `De ${low} a ${high}`,
  },
  samples: {
    title: (where, rates) => `Costo del seguro de auto en ${where}: primas de muestra, ${rates}`,
    regulator: (isDc) => (isDc ? 'el regulador del Distrito' : 'el regulador estatal'),
    description: (places, where, rates, regulator) =>
      `Primas por compañía de conductores de muestra${places > 1 ? ` en ${places} lugares` : ''} ${de(where)} (${rates}), según ${regulator}. Muestras, no cotizaciones.`,
    profileN: (n) => `el perfil ${n}`,
    profileAbove: 'el perfil de arriba',
    lead: (several, where, publisher, title, effective) =>
      `Lo que cada compañía cobró a ${several ? 'dos conductores de muestra' : 'un conductor de muestra'} en ${where}, según lo publicó el ${publisher} en su ${title}: ${effective}.`,
    source: 'Fuente:',
    about: 'Sobre estas cifras',
    notQuotes:
      'Son primas de muestra (sample premiums) para perfiles de conductor fijos, no cotizaciones: lo que usted paga depende de usted, de su auto, de dónde vive y de la cobertura que elija.',
    sixMonth:
      'El departamento publica primas de seis meses. Cada tabla muestra la cifra de seis meses publicada y, a su lado, esa cifra multiplicada por dos como prima anual.',
    order:
      'Las compañías aparecen con los nombres que publicó el departamento, de la prima más baja a la más alta. El orden son las cifras del departamento, no una recomendación.',
    covers: (companies, places, profiles, shown) =>
      `La encuesta abarca ${companies} compañías, ${places === 1 ? 'un lugar' : `${places} lugares`} y ${profiles} perfiles de conductor; esta página muestra ${shown > 1 ? `${shown} perfiles` : 'un perfil'}. La encuesta completa está en el `,
    departmentSite: 'sitio del departamento (en inglés)',
    profilesHeading: (several) => (several ? 'Los perfiles de conductor' : 'El perfil de conductor'),
    definition:
      'Cada perfil en resumen, según sus datos, y debajo la definición del departamento tal como la registraron quienes recopilaron nuestros datos (texto oficial en inglés):',
    profileLabel: (n) => `Perfil ${n}. `,
    premiumsFor: (place, profile) => `${place}: primas para ${profile}`,
    apart: (place) => `${place}: compañías que, según las notas del departamento, cotizaron una cobertura diferente`,
    sourcesText: (checked) => `. Quienes recopilaron nuestros datos copiaron las cifras de la publicación del departamento y las verificaron el ${checked}. `,
    howWeCredit: 'Cómo damos crédito a nuestras fuentes de datos',
    statePage: (where) => `Seguro de auto en ${where}: requisitos y promedios de la NAIC`,
    company: 'Compañía',
    sixMonths: 'Seis meses (publicado)',
    yearly: (doubled) => (doubled ? 'Anual (por dos)' : 'Anual'),
    rateDate: 'Fecha de la tarifa',
    datasetName: (title, publisher) => `Primas de muestra por compañía: ${title.replace(' (en inglés)', '')}, ${publisher}`,
    datasetDescription: (publisher, effective) =>
      `Primas de seguro de auto por compañía publicadas por el ${publisher}, ${effective}. Son muestras para perfiles de conductor fijos, no cotizaciones.`,
  },
  sources: {
    title: 'Fuentes de datos',
    description:
      'De dónde vienen nuestras cifras de costos del seguro de auto: promedios de la NAIC, el índice de precios del BLS, encuestas de reguladores estatales y sus créditos.',
    lead: 'Cada costo promedio, prima de muestra y mínimo estatal de este sitio viene de una fuente pública y oficial. Aquí está cada conjunto de datos: quién lo publicó, qué año describe, en qué parte de la publicación está cada cifra, quién la verificó y cuándo, y cómo le damos crédito.',
    howWeCheck: 'Cómo verificamos las cifras:',
    naicHeading: 'Primas promedio de la NAIC',
    publisher: (publisher) => `Quién lo publica: ${publisher}. Informe (en inglés): `,
    dataYear: (year) => `, datos del año ${year} (`,
    announcement: 'anuncio',
    where: (expenditure, combined, liability) =>
      `Dónde: gasto promedio, en la ${expenditure}; prima promedio combinada, en la ${combined}; prima promedio de responsabilidad civil, en la ${liability}.`,
    checked: 'Verificado:',
    checkedBy: (name) => `, por ${name}, que recopiló las cifras que usamos; no las hemos vuelto a verificar nosotros contra el informe.`,
    checkedByShort: (name) => `, por ${name}.`,
    naicCredit: (credit, copyright) =>
      `Cómo le damos crédito: “${credit}” junto a cada cifra, con un enlace. El informe es “${copyright}” (texto oficial en inglés): usamos sus cifras solo como datos, nunca sus tablas ni su texto.`,
    blsHeading: 'Índice de precios del BLS para el seguro de vehículos motorizados',
    blsPublisher: (publisher) => `Quién lo publica: ${agencyInSpanish(publisher)}. `,
    blsSeries: (series) => `Serie del IPC ${series} (en inglés)`,
    blsWhat: (baseYear, month) => `: el promedio anual de ${baseYear} y el mes más reciente, ${month}.`,
    blsCredit: (publisher, series) =>
      `Cómo le damos crédito: “${publisher}, serie del IPC ${series}”. Es una obra del gobierno de EE. UU. de dominio público. La mostramos como contexto y nunca la aplicamos a una cifra.`,
    surveysHeading: 'Primas de muestra de los reguladores estatales',
    surveyChecked: (effective) => `: ${effective}. Verificado el `,
    surveyPlace: (name) =>
      ` por ${name}; cada cifra conserva su lugar en la publicación (página, tabla, fila y columna, o el registro de datos). Se muestra en `,
    surveyPage: (where) => `nuestra página de primas de muestra ${de(where)}`,
    surveyCredited: ', con crédito al departamento y un enlace.',
    describedChecked: ' Verificado el ',
    by: (name) => ` por ${name}.`,
    requirementsHeading: 'Requisitos estatales',
    requirements:
      'Cada página de estado enlaza las leyes y las páginas de las agencias de donde vienen sus requisitos, junto al texto que respaldan. Abajo damos crédito a los registros de límites mínimos y del SR-22 que usamos. Cada cita en una página de estado dice quién la verificó contra la página oficial y cuándo; en total:',
    quoteChecked: 'Verificado el',
    quoteRead: 'Leído el',
    quoteReadByUs: (site) => `, por ${site} mismo, en copias guardadas de las páginas oficiales; todavía sin revisar por una segunda persona`,
    staleAfter: '; sus registros se consideran desactualizados después del',
    compilationsHeading: 'Recopilaciones y licencias',
    repository: 'Repositorio',
    licence: ', licencia: ',
    weUse: (files) => `. Usamos: ${files}. Nuestra copia cambia el nombre de algunos campos y agrega otros derivados, así que los datos están adaptados.`,
    credit: (credit) => `Crédito: ${credit}`,
  },
  savings: {
    heading: 'La compañía más barata frente a la del medio',
    method: (low, high) =>
      `En nuestra página principal y en algunas guías decimos que, en las encuestas de los reguladores de arriba, la compañía más barata le cobró al mismo conductor de muestra, por lo general, entre un ${low} y un ${high} menos que la compañía del medio. Así lo medimos; el sitio lo vuelve a medir cada vez que se construye. En cada encuesta, un caso es un conductor de muestra (el perfil del departamento) en un lugar. Para cada caso tomamos la prima de la compañía más barata y la prima de la compañía mediana (tantas compañías cobraron más como cobraron menos) y calculamos cuánto más baja que la mediana fue la más barata. Luego tomamos la mediana de esos casos en cada encuesta: la más baja y la más alta de esas medianas son las cifras que citamos.`,
    excluded: (where, count, companies) =>
      ` En ${where} dejamos fuera las ${count} compañías que, según el departamento, cotizaron una cobertura distinta de la del perfil (${companies}).`,
    caption: 'Cuánto más baja que la prima de la compañía mediana fue la de la compañía más barata, con el mismo conductor y lugar',
    survey: 'Encuesta',
    rates: 'Tarifas',
    cases: 'Casos',
    companies: 'Compañías por caso',
    median: 'Caso mediano',
    range: 'Del caso más bajo al más alto',
    atLeast: (share) => `Casos de ${share} o más`,
    to: ' a ',
    whatItIsNot:
      'Es la diferencia entre compañías para perfiles de muestra fijos, no lo que ahorraron los conductores. Las encuestas no incluyeron a ningún conductor con un DUI, ninguna póliza para no propietarios (non-owner policy) ni a ningún conductor sin licencia, y no midieron los pagos iniciales, así que no citamos ninguna cifra en las páginas sobre esos conductores. Las cotizaciones de nuestro socio no tienen por qué incluir a la compañía más barata, y la compañía del medio no es su aseguradora actual: lo que usted ahorre depende de su perfil de conductor, su auto, su lugar y su cobertura, y puede ser menos, o nada.',
  },
  index: {
    title: 'Requisitos y costos del seguro de auto por estado',
    description:
      'El seguro de auto mínimo y lo que pagan los conductores en los 50 estados y DC: mapa y tabla de costos promedio de la NAIC, límites, reglas de culpa y SR-22.',
    lead: 'Cada estado fija su propio seguro de auto mínimo, y lo que pagan los conductores cambia de un estado a otro. Elija su estado en el mapa o en la tabla para ver sus límites mínimos de responsabilidad civil, sus reglas de culpa, cuándo pide un SR-22 y cuánto pagaron en promedio sus conductores, con enlaces a las fuentes oficiales.',
    howWeCheck: 'Cómo verificamos estas cifras:',
    notAQuote: (expenditure, combined) =>
      `. Los promedios mezclan a todos los conductores, autos y coberturas de un estado: no son una cotización. Todo el país: ${expenditure} de gasto promedio, ${combined} de prima promedio combinada.`,
    caption: (year) => `Responsabilidad civil mínima (en miles de dólares) y promedios de la NAIC para ${year}, por auto asegurado al año`,
    state: 'Estado',
    announcement: 'Anuncio de la NAIC (en inglés)',
    datasetName: (report, year) => `Primas y gasto promedio del seguro de auto por estado en ${year}, del informe ${report} de la NAIC`,
    datasetDescription: (publisher, year) =>
      `Gasto promedio y prima promedio combinada por auto asegurado en ${year}, en los 50 estados, DC y todo el país, según los publicó la ${publisher}.`,
  },
};
