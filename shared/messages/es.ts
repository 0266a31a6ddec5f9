import { ISLANDS_ES } from './islands-es.js';
import type { Messages } from './en.js';

/**
 * The Spanish interface words (usted, decision 044): the same keys as en.ts, checked by its
 * type and by tests/unit/messages.test.ts. Numbers, money and dates are formatted with Intl
 * 'es-US' where they are used, never here.
 */
export const ES: Messages = {
  islands: ISLANDS_ES,
  locale: 'es_US',
  paymentSentence: (siteName) =>
    `${siteName} no es una compañía de seguros, un corredor ni un agente: nos pagan las compañías a las que enviamos visitantes, lo que puede influir en qué compañías aparecen y en qué orden.`,
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
    sections: { guide: 'Guías', review: 'Reseñas', legal: 'Información legal' },
  },
  reading: {
    lastReviewed: 'Última revisión:',
    byline: (siteName) => `Revisado por el equipo editorial de ${siteName}`,
    editorialStandards: 'Normas editoriales',
    dataSources: 'Fuentes de datos',
    onThisPage: 'En esta página',
    backHome: 'Volver al inicio',
    tableLabel: 'Tabla',
    translationNotice: 'Esta es una traducción. Si la versión en inglés y esta traducción no coinciden, prevalece la versión en inglés.',
    translationLink: 'Leer la versión en inglés',
  },
  cta: {
    and: 'y',
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
    quotedFrom: 'Citado de',
    checked: (date, by) => `, según lo verificó ${by} el ${date}`,
    originalLanguage: 'Texto oficial en inglés.',
  },
  glossary: {
    title: 'Glosario de términos de seguros de auto',
    description: 'Qué significan, en palabras sencillas, los términos de seguros de auto de nuestras guías, del deducible al SR-22, con cada término en inglés.',
    intro: 'Qué significan las palabras de seguros de nuestras páginas. Las aseguradoras no siempre las usan igual, así que revise cómo define cada término su póliza.',
    twinLabel: 'En inglés:',
  },
};
