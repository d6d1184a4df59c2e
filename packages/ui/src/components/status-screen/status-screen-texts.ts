/**
 * The not-found and error pages' texts, in their own module: the pages are loaded only when
 * needed, and their texts with them.
 */
export const statusScreenTexts = {
  notFound: {
    title: 'Pagina non trovata',
    message: "L'indirizzo che hai aperto non esiste o è stato spostato.",
  },
  error: {
    title: 'Qualcosa è andato storto',
    message: 'Questa schermata non si è caricata. Riprova, o torna alla home.',
  },
  retry: 'Riprova',
  home: 'Torna alla home',
} as const;
