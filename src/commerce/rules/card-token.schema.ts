// A card as the storefront may handle it: the payment gateway's token with what may be
// shown of the card, exactly the fields Commerce7's "Create credit card" takes
// (customer-credit-cards.md): cardBrand, gateway, maskedCardNumber, tokenOnFile, expiryMo,
// expiryYr, cardHolderName. The browser gets it from the gateway's tokeniser; a card
// number or CVV is refused by shape (a strict object), so one can never pass through the
// Worker to Commerce7.
import * as v from 'valibot';

export const CARD_TOKEN_MESSAGE = 'Please enter the card again';

/** Commerce7's enums (customer-credit-cards.md, "ENUMs"). */
export const CARD_BRANDS = ['Visa', 'American Express', 'MasterCard', 'Discover', 'JCB', 'Diners Club', 'UnionPay', 'Maestro', 'Unknown'] as const;
export const CARD_GATEWAYS = ['No Gateway', 'Commerce7Payments', 'Stripe', 'PayGate', 'USAePay', 'CardConnect', 'Payment Express', 'Poynt'] as const;

export const CardTokenSchema = v.strictObject(
  {
    tokenOnFile: v.pipe(v.string(CARD_TOKEN_MESSAGE), v.trim(), v.nonEmpty(CARD_TOKEN_MESSAGE), v.maxLength(255, CARD_TOKEN_MESSAGE)),
    gateway: v.picklist(CARD_GATEWAYS, CARD_TOKEN_MESSAGE),
    cardBrand: v.picklist(CARD_BRANDS, CARD_TOKEN_MESSAGE),
    // Asterisks and the last four digits: never more of the number.
    maskedCardNumber: v.pipe(v.string(CARD_TOKEN_MESSAGE), v.regex(/^\*{8,15}\d{4}$/, CARD_TOKEN_MESSAGE)),
    expiryMo: v.pipe(v.number(CARD_TOKEN_MESSAGE), v.integer(CARD_TOKEN_MESSAGE), v.minValue(1, CARD_TOKEN_MESSAGE), v.maxValue(12, CARD_TOKEN_MESSAGE)),
    expiryYr: v.pipe(v.number(CARD_TOKEN_MESSAGE), v.integer(CARD_TOKEN_MESSAGE), v.minValue(2000, CARD_TOKEN_MESSAGE), v.maxValue(2100, CARD_TOKEN_MESSAGE)),
    cardHolderName: v.pipe(v.string('Please enter the name on the card'), v.trim(), v.nonEmpty('Please enter the name on the card'), v.maxLength(100, 'Please enter the name on the card')),
  },
  CARD_TOKEN_MESSAGE,
);

export type CardToken = v.InferOutput<typeof CardTokenSchema>;
