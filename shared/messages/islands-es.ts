import type { IslandMessages } from './islands-en.js';

/** The Spanish words of the islands (usted, as decision 044 says): the same keys as islands-en.ts, checked by its type. */
export const ISLANDS_ES: IslandMessages = {
  lang: 'es',
  zip: {
    messages: {
      required: {
        title: 'Se requiere el código postal',
        description: 'Ingrese su código postal para continuar.',
      },
      invalid: {
        title: 'Código postal no válido',
        description: 'Ingrese un código postal válido de EE. UU.',
      },
      outside: {
        title: 'Fuera de los 50 estados y DC',
        description:
          'Comparamos cotizaciones para los 50 estados y DC. Ese código postal es de un territorio de EE. UU., de una dirección militar (APO, FPO o DPO) o de un estado libre asociado.',
      },
      unserved: {
        title: 'Aún no tenemos un socio en su estado',
        description:
          'Ninguno de nuestros socios de cotizaciones atiende todavía el estado de ese código postal, así que no podemos enviarlo a comparar cotizaciones.',
      },
    },
    consent: 'Acepto enviar mis datos para obtener cotizaciones de compañías de seguros de auto',
    termsNotice: [
      'Al hacer clic en Comenzar para enviar su código postal, usted acepta nuestros ',
      { text: 'Términos de uso', href: '/es/terminos' },
      ', incluido su acuerdo de arbitraje, y reconoce nuestra ',
      { text: 'Política de privacidad', href: '/es/privacidad' },
      '.',
    ],
    handOffNotice: [
      'Su código postal va con usted al socio, que nos paga por la referencia. Cualquier identificador de clic en anuncios y los últimos cuatro dígitos de un ZIP+4 también se envían, a menos que usted se excluya; según las leyes de algunos estados, eso puede ser una venta o un intercambio de información personal: consulte nuestro ',
      { text: 'aviso en el momento de la recopilación', href: '/es/privacidad#notice-at-collection' },
      ' y ',
      { text: 'sus opciones de privacidad', href: '/es/opciones-de-privacidad' },
      '.',
    ],
    partnerLanguageNotice: 'El formulario de nuestro socio puede estar en inglés.',
    optOutHonoured:
      'Se detectó y se respetó su señal de preferencia de exclusión: no se envían su identificador de clic en anuncios ni los últimos cuatro dígitos de un ZIP+4, solo su código postal de 5 dígitos va con usted, y le informamos a nuestro socio que usted se excluyó de la venta y el intercambio.',
    fieldLabel: 'Código postal',
    placeholder: 'Ingrese su código postal',
    button: 'Comenzar',
  },
  toaster: {
    region: 'Notificaciones (Alt+T)',
    dismiss: 'Cerrar notificación',
  },
  nav: {
    label: 'Principal',
  },
  topics: {
    list: 'Temas',
    readGuide: 'Lea la guía completa',
  },
  brands: {
    grid: 'Marcas de seguros',
    hint: 'Elija una marca arriba para leer una breve descripción.',
  },
  samples: {
    list: 'Cotizaciones de ejemplo',
    perMonth: '/mes',
    coverage: { 'Full Coverage': 'Cobertura total', Premium: 'Premium', Basic: 'Básica', Minimum: 'Mínima' },
  },
};
