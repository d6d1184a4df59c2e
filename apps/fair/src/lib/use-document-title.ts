import { useBrand } from '@fiera/ui/brand';
import { useT } from '@fiera/ui/i18n';
import * as React from 'react';

/**
 * The fair's name as the browser tab's title, set again whenever `key` changes: the root layout
 * passes the address, so until a screen names itself (useDocumentTitle, whose effect runs after
 * this one) the tab never shows the previous screen's name; the home keeps it.
 */
export function useFairNameTitle(key?: string) {
  const { productName } = useBrand();
  React.useLayoutEffect(() => {
    document.title = productName;
  }, [productName, key]);
}

/**
 * The tab's title for the screen on show, 'Programma · Fiera', so tabs, the history and a screen
 * reader's new-page announcement tell screens apart.
 */
export function useDocumentTitle(page: string) {
  const title = useT()('common.pageTitle', { page });
  React.useEffect(() => {
    document.title = title;
  }, [title]);
}
