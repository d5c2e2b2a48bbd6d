// The card-field messages are the gateway's pages' too (the protocol's CARD_FIELD_MESSAGES):
// `satisfies` holds the two to one text, with no import at run time, since the script-tag
// builds load this file beside the script as it is.
import type { CardFieldMessagesOf } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from '../internal/checkout-translation.js';

/** The kit's words in Malay, as Malaysian banks write them (see the repository's GLOSSARY.md). */
const ms: CheckoutTranslation = {
  language: 'ms',
  cardForm: {
    labels: {
      cardholder_name: 'Nama pada kad',
      card_number: 'Nombor kad',
      expires: 'Tarikh luput',
      cvc: 'Kod keselamatan (CVC)',
    },
    expiryHint: 'BB/TT',
    errors: {
      cardholder_name: {
        required: 'Nama pada kad diperlukan.',
        invalid_characters: "Nama pada kad: hanya A–Z, ruang, ' . -",
        too_long: 'Nama seperti di kad: maks. 30 aksara.',
      },
      card_number: {
        required: 'Nombor kad diperlukan.',
        invalid_characters: 'Nombor kad: digit sahaja.',
        too_long: 'Nombor kad: maksimum 19 digit.',
        incomplete: 'Nombor kad tidak lengkap.',
        invalid: 'Nombor kad tidak sah: semak digitnya.',
        brand_not_accepted: '{brand} tidak diterima di sini.',
      },
      expires: {
        required: 'Tarikh luput diperlukan.',
        format: 'Tarikh luput mestilah BB/TT.',
        month: 'Bulan luput mestilah 01 hingga 12.',
        expired: 'Tarikh luput telah berlalu.',
        too_far: 'Tarikh luput terlalu jauh ke hadapan.',
      },
      cvc: {
        required: 'Kod keselamatan diperlukan.',
        invalid_characters: 'Kod keselamatan: digit sahaja.',
        length: 'Kod keselamatan mestilah {cvcLength} digit.',
      },
    } satisfies CardFieldMessagesOf<'ms'>,
    errorSummary: (count) => `${count} butiran kad perlu disemak.`,
    pay: 'Bayar',
    payAmount: (amount) => `Bayar ${amount}`,
    processing: 'Pembayaran sedang diproses…',
    rememberCard: 'Simpan kad ini untuk pembayaran akan datang',
    rememberCardConsent:
      'Kad disimpan oleh gerbang pembayaran, bukan oleh kedai ini. Kedai boleh mengenakan caj untuk pembayaran yang anda setujui, dan memadamnya apabila anda minta.',
    unavailable: 'Pembayaran kad tidak tersedia di sini.',
    unavailableLink: 'Bayar di halaman pembayaran selamat',
    genericCard: 'Kad',
    or: ' atau ',
  },
  methodPicker: {
    legend: 'Kaedah pembayaran',
    card: 'Kad',
    other: 'Lain-lain',
    loading: 'Memuatkan kaedah pembayaran…',
    error: 'Kaedah pembayaran tidak dapat dimuatkan.',
    retry: 'Cuba lagi',
    empty: (amount) => `Tiada kaedah pembayaran tersedia${amount ? ` untuk ${amount}` : ''}.`,
    continueWith: (name) => `Teruskan dengan ${name}`,
  },
};

export default ms;
