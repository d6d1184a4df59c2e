/**
 * localStorage: the id of the user whose screens the device keeps. Read at start, so that a
 * visitor with nothing saved never downloads the code that restores them.
 */
export const SAVED_FOR_KEY = 'fiera:saved-for';
