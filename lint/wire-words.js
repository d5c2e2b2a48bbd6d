// @ts-check

/*
 * The wire's words and rules are defined once, in `@checkout-kit/protocol`: the server
 * companion, the sandbox, the elements and the demo import them, never write them again.
 * `no-restricted-syntax` selectors. Words that reach the type checker as closed types (error
 * codes, events, statuses, the lookup's filters) are held by the compiler instead.
 */

/** The API key, alone or read from an object. */
const API_KEY = ':matches(Identifier[name="apiKey"], MemberExpression[property.name="apiKey"])';

export const WIRE_WORDS = [
  {
    selector: 'Literal[value=/^(x-signature|event-type)$/i]',
    message: 'A delivery header name: import SIGNATURE_HEADER / EVENT_TYPE_HEADER from protocol.',
  },
  {
    selector: 'Literal[value=/^(epoch|checksum)$/]',
    message:
      'A payout header name: import PAYOUT_EPOCH_HEADER / PAYOUT_CHECKSUM_HEADER from protocol.',
  },
  {
    selector: [
      `TemplateLiteral:has(> Identifier[name="epoch"]):has(> ${API_KEY})`,
      'CallExpression:matches([callee.name="createHmac"], [callee.property.name="createHmac"])[arguments.0.type="Literal"]',
    ].join(', '),
    message:
      'The payout signing string: import payoutSigningString and PAYOUT_CHECKSUM_HASH from protocol.',
  },
  {
    selector: 'Literal[value="__all__"]',
    message: 'The key of rules across fields: import NON_FIELD_KEY from protocol.',
  },
  {
    selector: [
      // `c.req.query('preferred')`, `url.searchParams.get('fpx_bank_code')`
      'CallExpression:matches([callee.name=/^(query|get)$/], [callee.property.name=/^(query|get)$/])[arguments.0.value=/^(preferred|active|fpx_bank_code|razer_bank_code)$/]',
      'TemplateElement[value.raw=/name="(preferred|active|fpx_bank_code|razer_bank_code)"/]',
      'JSXAttribute[name.name="name"][value.value=/^(preferred|active|fpx_bank_code|razer_bank_code)$/]',
    ].join(', '),
    message:
      'A checkout_url parameter: import CHECKOUT_PREFERRED_PARAMETER / CHECKOUT_ACTIVE_PARAMETER / CHECKOUT_FPX_BANK_PARAMETER / CHECKOUT_RAZER_BANK_PARAMETER from protocol.',
  },
  {
    selector: 'Literal[regex.pattern="^[a-z0-9_]+$"], Literal[value="^[a-z0-9_]+$"]',
    message: 'The method-name rule: import isMethodName from protocol.',
  },
  {
    selector: 'MemberExpression[property.name="safeParse"], Identifier[name="$ZodIssue"]',
    message: "Zod's issues read as field issues: import parseWithSchema from protocol.",
  },
];

/** The money rule, written again (the sandbox's request reader still writes its own). */
export const MONEY_RULE = {
  selector:
    'TemplateLiteral:has(> TemplateElement[value.raw=/must be $/]):has(> Identifier[name="MONEY_HINT"])',
  message: 'The money rule: import moneyRule and ruleIssue from protocol.',
};
