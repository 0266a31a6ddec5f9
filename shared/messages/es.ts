import { ISLANDS_ES } from './islands-es.js';
import { INSURERS_ES } from './insurers-es.js';
import { RECORDS_ES } from './records-es.js';
import { SITUATIONS_ES } from './situations-es.js';
import { STATE_ES } from './state-es.js';
import type { Messages } from './en.js';

/**
 * The Spanish interface words (usted, decision 071): the same keys as en.ts, checked by its
 * type and by tests/unit/messages.test.ts. Numbers, money and dates are formatted with Intl
 * 'es-US' where they are used, never here.
 */
export const ES: Messages = {
  islands: ISLANDS_ES,
  state: STATE_ES,
  records: RECORDS_ES,
  insurers: INSURERS_ES,
  situations: SITUATIONS_ES,
  locale: 'es_US',
  paymentSentence: (siteName) =>
    `${siteName} no es una compañía de seguros, un corredor ni un agente: nos pagan las compañías a las que enviamos visitantes, lo que puede influir en qué compañías aparecen y en qué orden.`,
  licensingStatement: (siteName) =>
    `${siteName} no es un productor de seguros con licencia y no vende seguros: nada en este sitio es una oferta de venta de seguros ni una solicitud para comprarlos.`,
  layout: {
    skipLink: 'Saltar al contenido',
    homeLink: (siteName) => `Inicio de ${siteName}`,
    footerNav: 'Información legal',
    statesLink: 'Estados',
    menus: { reviews: 'Reseñas', articles: 'Guías' },
    doNotSell: 'No vender ni compartir mi información personal',
    newTab: ' (se abre en una pestaña nueva)',
    footerNote: (siteName, payment) =>
      `${siteName} es un servicio gratuito que le ayuda a comparar cotizaciones de seguro de auto. ${payment} No aparecen todas las aseguradoras ni todos los productos.`,
    copyright: (year, siteName) => `© ${year} ${siteName}. Solo para residentes de EE. UU.`,
  },
  languageSwitch: {
    label: 'Idioma',
    other: 'English',
    otherLang: 'en-US',
  },
  breadcrumbs: {
    label: 'Ruta de navegación',
    home: 'Inicio',
    sections: { guide: 'Guías', review: 'Aseguradoras', legal: 'Información legal' },
  },
  reading: {
    lastReviewed: 'Última revisión:',
    byline: (siteName) => `Revisado por el equipo editorial de ${siteName}`,
    editorialStandards: 'Normas editoriales',
    dataSources: 'Fuentes de datos',
    onThisPage: 'En esta página',
    backHome: 'Volver al inicio',
    tableLabel: 'Tabla',
    twinNotice: {
      '/privacy': 'Esta política también está disponible en inglés. Ambas versiones tienen el mismo contenido.',
      '/terms': 'Las versiones en inglés y en español de estos Términos tienen el mismo valor.',
      '/advertiser-disclosure': 'Esta página también está disponible en inglés. Ambas versiones tienen el mismo contenido.',
      '/editorial-standards': 'Esta página también está disponible en inglés. Ambas versiones tienen el mismo contenido.',
    },
    twinLink: 'Leer la versión en inglés',
  },
  cta: {
    and: 'y',
  },
  smallPages: {
    badAddress: { title: 'Solicitud no válida', text: 'No pudimos leer esa dirección.' },
    badRequest: { title: 'Solicitud no válida', text: 'No pudimos leer esa solicitud.' },
    tooLarge: { title: 'Solicitud demasiado grande', text: 'No pudimos leer esa solicitud.' },
    methodNotAllowed: { title: 'Método no permitido', text: 'Esta dirección no acepta ese tipo de solicitud.' },
    notFound: { title: 'No encontrado', text: 'No hay nada en esta dirección.' },
    unsupported: { title: 'Formulario no admitido', text: 'Envíe el formulario de código postal desde nuestro sitio.' },
  },
  notFound: {
    title: 'Página no encontrada',
    heading: '¡Uy! No encontramos esta página',
    description: 'Esta página no existe.',
    returnHome: 'Volver al inicio',
  },
  error: {
    title: 'Error inesperado de la aplicación',
    description: 'Algo salió mal.',
    text: 'Algo salió mal de nuestro lado al preparar esta página. Inténtelo de nuevo en un momento.',
    reference: 'Referencia:',
  },
  officialQuote: {
    originalLanguage: 'Texto oficial en inglés.',
    deletedLabel: 'suprimido:',
    deletedNote: 'Las palabras tachadas son las que la ley suprime.',
  },
  home: {
    stateLink: (where) => `Qué exige ${where}`,
    source: 'Fuente:',
  },
  inSentence: (code, name) => (code === 'DC' ? 'el Distrito de Columbia' : name),
  privacyChoices: {
    description: 'Pida que no vendamos ni compartamos su información personal desde este navegador, o cambie su elección.',
    what: [
      'Cuando usted envía su código postal, nos pide que lo dirijamos al formulario de cotización de un socio, y enviamos su código postal en el enlace: es una divulgación que usted dirige, para que el socio pueda darle cotizaciones para su zona. El socio nos paga por dirigirlo a usted. Si usted no se excluye, el enlace también lleva el identificador de clic de anuncio, si llegó por uno, y los últimos cuatro dígitos de un ZIP+4. Sus cotizaciones no los necesitan y, como el socio nos paga, algunas leyes estatales pueden considerar que enviarlos es vender o compartir información personal (consulte nuestro ',
      { text: 'aviso en el momento de la recopilación', href: '/es/privacidad#notice-at-collection' },
      ').',
    ],
    effect:
      'Si usted se excluye aquí, este navegador recibe una pequeña cookie que guarda su elección, y nada más. Desde entonces, cada vez que envíe su código postal desde este navegador, no enviamos el identificador de clic de anuncio ni los últimos cuatro dígitos de un ZIP+4, enviamos solo su código postal de 5 dígitos y le avisamos al socio que usted pidió que no vendamos ni compartamos su información, para que el socio tampoco venda ni comparta lo que le enviamos. Su código postal de 5 dígitos se sigue enviando, porque usted nos pide que lo dirijamos al socio con ese dato. Un navegador que envía el Control Global de Privacidad (GPC) recibe el mismo trato sin la cookie.',
    thisBrowser: 'Este navegador',
    optedOut: 'Este navegador está excluido: no vendemos ni compartimos su información personal.',
    signal: 'Su navegador envía el Control Global de Privacidad (GPC), así que está excluido: no vendemos ni compartimos su información personal.',
    notOptedOut: 'Este navegador no está excluido.',
    optBackIn: 'Volver a incluirme',
    optOut: 'No vender ni compartir mi información',
    everywhere:
      'La elección pertenece a este navegador: si borra sus cookies, la borra, y cada navegador o dispositivo tiene la suya. Para excluirse en todas partes, o para preguntar por la información que un socio ya tiene, escriba a',
    requestPage: 'o use nuestra',
    requestPageLink: 'página de solicitud para no vender ni compartir',
    next: ['; la ', { text: 'Política de privacidad', href: '/es/privacidad' }, ' explica lo que sucede después.'],
  },
  glossary: {
    title: 'Glosario de términos de seguros de auto',
    description:
      'Qué significan, en palabras sencillas, los términos de seguros de auto de nuestras guías, del deducible al SR-22, con cada término en inglés.',
    intro:
      'Qué significan las palabras de seguros de nuestras páginas. Las aseguradoras no siempre las usan igual, así que revise cómo define cada término su póliza.',
    twinLabel: 'En inglés:',
  },
};
