import type { RecordMessages } from './records-en.js';

/** The Spanish words of an insurer page's New York complaint record (usted). Same keys as records-en.ts. */
export const RECORDS_ES: RecordMessages = {
  complaints: {
    heading: 'Quejas ante el regulador de Nueva York',
    intro:
      'El Departamento de Servicios Financieros de Nueva York (DFS) clasifica a las compañías que venden seguro de auto en Nueva York según sus quejas confirmadas: quejas presentadas ante el DFS en las que este le dio la razón al cliente porque la aseguradora había decidido mal, por cada $1 millón de primas de la compañía en Nueva York. Menos es mejor. El DFS clasifica compañías legales, no marcas.',
    credit: (years) =>
      `Fuente: Departamento de Servicios Financieros del Estado de Nueva York, Automobile Insurance Company Complaint Rankings (en inglés), ${years}, a través de data.ny.gov.`,
    filingYears: (first, last) => `años de presentación ${first}–${last}`,
    filingYear: (year) => `año de presentación ${year}`,
    rankingPage: 'La página de clasificaciones del DFS (en inglés)',
    howItRanks:
      ' explica cómo clasifica. Otros estados cuentan las quejas a su manera, así que no combinamos sus cifras con las de Nueva York. Texas también publica un índice de quejas; sus términos solo permiten copiarlo sin fines comerciales, así que lo enlazamos en su lugar: ',
    texasIndexes: 'Índices de quejas del Departamento de Seguros de Texas (en inglés)',
    caption: (brand, year, ranked) => `Compañías de ${brand} en la clasificación del DFS del año de presentación ${year}, con ${ranked} compañías clasificadas`,
    company: 'Compañía',
    naicCode: 'Código NAIC',
    upheld: 'Quejas confirmadas',
    premiums: 'Primas en Nueva York',
    perMillion: 'Confirmadas por cada $1 millón',
    rank: 'Posición',
    rankOf: (rank, ranked) => `${rank} de ${ranked}`,
    millions: (amount) => `$${amount} millones`,
    nearAverageMark: '†',
    nearAverage: (ratios) =>
      `† Cerca del promedio: el DFS advierte que una o dos quejas confirmadas más al año pueden mover mucho la proporción de una compañía pequeña. Marcamos una posición o una proporción cuando dos quejas confirmadas más o menos habrían puesto la proporción de la compañía del otro lado de la proporción de todas las compañías clasificadas juntas (${ratios}): si a la compañía le fue mejor o peor que al promedio depende entonces de un par de quejas. Las posiciones son las que publicó el DFS.`,
    yearRatio: (ratio, year) => `${ratio} en ${year}`,
    computedMark: '*',
    computed: (year, decimals, shown) =>
      `* Calculada con los conteos del DFS: el archivo del DFS da las proporciones del año de presentación ${year} redondeadas a ${decimals} decimales, así que mostramos las quejas confirmadas ÷ las primas en Nueva York, con ${shown} decimales.`,
    earlier: (year) => `Clasificadas en años anteriores, no en ${year}: `,
    earlierCompany: (company, naic, year) => `${company} (NAIC ${naic}, clasificada por última vez en ${year})`,
    trendCaption: (first, last) => `Quejas confirmadas por cada $1 millón de primas en Nueva York, años de presentación ${first} a ${last}`,
    notRanked: 'Sin clasificar',
    ratiosNotRanks:
      'Proporciones, no posiciones, a lo largo de los años: el DFS clasifica una cantidad distinta de compañías cada año, así que las posiciones de años distintos no se pueden comparar.',
  },
  source: {
    heading: 'Clasificaciones de quejas de Nueva York',
    publisher: (first, last) =>
      `Quién lo publica: Departamento de Servicios Financieros del Estado de Nueva York (DFS), Automobile Insurance Company Complaint Rankings (en inglés), años de presentación ${first} a ${last}, publicado en el portal de datos abiertos de Nueva York, data.ny.gov (`,
    eachRow: '). Cada fila es una compañía legal: las quejas confirmadas ante el DFS por cada $1 millón de sus primas en Nueva York, y su posición ese año.',
    shownOn: 'Se muestra en la página de cada grupo de seguros de nuestro ',
    indexLink: 'índice de aseguradoras',
    grouping:
      '. Qué compañías legales son de un grupo lo dice nuestro mapa de grupos de seguros, compañía por compañía según los documentos que sitúan a cada una, nunca por sus nombres. Cuando aplica la advertencia del DFS sobre las cifras pequeñas, la página marca la posición del DFS y explica por qué. Cuando el archivo del DFS redondea las proporciones de un año, la página las calcula con los conteos del DFS y lo dice.',
    copy: 'Nuestra copia: una exportación del conjunto de datos guardada en el repositorio público YasinSyed-2099/Automobile-Insurance-Complaints-Rankings, copiada byte por byte. No la hemos vuelto a verificar contra las páginas del propio DFS.',
    credit: (credit) =>
      `Cómo le damos crédito: “${credit}” junto a las cifras, con el nombre de cada compañía legal y su código NAIC. Nunca la combinamos con cifras de otro estado.`,
    texas: 'Los ',
    texasIndexes: 'índices de quejas de Texas (en inglés)',
    texasWhy: ' solo permiten copiarlos sin fines comerciales, así que los enlazamos y no mostramos ninguna de sus cifras.',
  },
};
