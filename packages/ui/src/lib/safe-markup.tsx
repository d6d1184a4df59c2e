import * as React from 'react';

/**
 * Inline tags a message may carry. Anything else (attributes included) stays literal text, so a
 * message from the server can never inject elements, links or handlers.
 */
const ALLOWED_TAGS = new Set(['strong', 'b', 'em', 'i', 'br']);
const TAG = /<(\/?)([a-z]+)\s*(\/?)>/gi;

interface Frame {
  tag: string;
  children: React.ReactNode[];
}

/** Renders a message that may contain simple emphasis markup, without dangerouslySetInnerHTML. */
function SafeMarkup({ text }: { text: string }) {
  const stack: Frame[] = [{ tag: '', children: [] }];
  const top = () => stack[stack.length - 1] as Frame;
  let key = 0;
  let last = 0;

  const close = () => {
    const frame = stack.pop() as Frame;
    top().children.push(React.createElement(frame.tag, { key: key++ }, ...frame.children));
  };

  for (const match of text.matchAll(TAG)) {
    const [raw, slash, name = '', selfClosing] = match;
    if (match.index > last) top().children.push(text.slice(last, match.index));
    last = match.index + raw.length;
    const tag = name.toLowerCase();

    if (!ALLOWED_TAGS.has(tag)) {
      top().children.push(raw);
    } else if (tag === 'br') {
      top().children.push(<br key={key++} />);
    } else if (slash) {
      if (stack.length > 1 && top().tag === tag) close();
      else top().children.push(raw);
    } else if (selfClosing) {
      top().children.push(raw);
    } else {
      stack.push({ tag, children: [] });
    }
  }
  if (last < text.length) top().children.push(text.slice(last));
  // An unclosed tag ends with the message rather than swallowing it.
  while (stack.length > 1) close();

  return <>{top().children}</>;
}

export { SafeMarkup };
