import { baseMessages, type BaseMessages } from './messages/base';
import { createTranslator, type MessageKeyOf, type Translate } from './translator';

/** `t`/`useT` for the texts every screen shares; a screen's own texts are in `messages/<screen>`. */
const { t, useT } = createTranslator({});

/** Italian month name for a 0-based month index, as used in the programme dates. */
function monthName(monthIndex: number): string {
  const name = baseMessages.common.months[monthIndex];
  if (name === undefined) throw new RangeError(`Month index out of range: ${monthIndex}`);
  return name;
}

type MessageKey = MessageKeyOf<BaseMessages>;
type BaseTranslate = Translate<BaseMessages>;

export { t, useT, monthName };
export type { BaseMessages, MessageKey, MessageKeyOf, BaseTranslate as Translate };
