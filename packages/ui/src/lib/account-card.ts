/**
 * The account screens' card (login, registration, password, verification, thank-you): centred
 * on a wide screen, and on a phone kept off the screen's edges.
 */
export const ACCOUNT_CARD_CLASS = 'mx-4 my-8 max-w-md sm:mx-auto sm:w-full';
