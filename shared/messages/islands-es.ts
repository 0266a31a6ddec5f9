import type { IslandMessages } from './islands-en.js';

const NOTICE_LINK = { text: 'aviso en el momento de la recopilación', href: '/es/privacidad#notice-at-collection' };
const CHOICES_LINK = { text: 'sus opciones de privacidad', href: '/es/opciones-de-privacidad' };

/** What an opted-out hand-off still sends and what it leaves out, whatever opted the browser out. */
const OPTED_OUT_EFFECT = [
  'solo enviamos su código postal de 5 dígitos a nuestro socio, que nos paga; no enviamos el identificador de clic de anuncio ni los últimos cuatro dígitos de un ZIP+4, y le avisamos al socio que usted se excluyó (',
  NOTICE_LINK,
  ', ',
  CHOICES_LINK,
  ').',
];

/** The Spanish words of the islands (usted, as decision 071 says): the same keys as islands-en.ts, checked by its type. */
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
          'Ninguno de nuestros socios de cotizaciones atiende el estado de ese código postal, así que por ahora no podemos dirigirlo a comparar cotizaciones.',
      },
    },
    partnerLanguageNotice: 'El formulario de nuestro socio puede estar en inglés.',
    fieldLabel: 'Código postal',
    placeholder: 'Ingrese su código postal',
    submit: 'Comenzar',
    consent: 'Acepto enviar mis datos para obtener cotizaciones de compañías de seguros de auto',
    terms: ['Al hacer clic en Comenzar, usted acepta nuestros ', { text: 'Términos de uso', href: '/es/terminos' }, ', incluido el arbitraje.'],
    handOff: [
      'Enviamos su código postal a nuestro socio, que nos paga. Si no se excluye, también le enviamos el identificador de clic de anuncio, si llegó por uno, y los últimos cuatro dígitos de un ZIP+4 (',
      NOTICE_LINK,
      ', ',
      CHOICES_LINK,
      ').',
    ],
    optedOut: {
      signal: ['Se respetó el Control Global de Privacidad (GPC): ', ...OPTED_OUT_EFFECT],
      choice: ['Usted se excluyó en este navegador: ', ...OPTED_OUT_EFFECT],
    },
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
    records: (name) => `${name}: los registros de sus reguladores`,
  },
  samples: {
    list: 'Cotizaciones de ejemplo',
    perMonth: '/mes',
    coverage: { 'Full Coverage': 'Cobertura total', Premium: 'Amplia', Basic: 'Básica', Minimum: 'Mínima' },
  },
};
