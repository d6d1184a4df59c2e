import type { BaseMessages } from './messages/base';
import { createTranslator, type MessageKeyOf, type Translate } from './translator';

/** `t`/`useT` for the texts every screen shares; a screen's own texts are in `messages/<screen>`. */
const { t, useT } = createTranslator({});

type MessageKey = MessageKeyOf<BaseMessages>;
type BaseTranslate = Translate<BaseMessages>;

export { monthName } from './month-name';
export { t, useT };
export type { BaseMessages, MessageKey, MessageKeyOf, BaseTranslate as Translate };
