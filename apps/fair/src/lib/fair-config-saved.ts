/**
 * The window event the admin's Aspetto page dispatches once the server took a new fair config:
 * the fair-config provider (another feature) then asks for it again.
 */
export const FAIR_CONFIG_SAVED = 'fiera:config';
