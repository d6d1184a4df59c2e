import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SafeMarkup } from './safe-markup';

function html(text: string) {
  return render(<SafeMarkup text={text} />).container.innerHTML;
}

describe('SafeMarkup', () => {
  describe('given plain text', () => {
    it('renders it as is', () => {
      expect(html('Email verificata.')).toBe('Email verificata.');
    });
  });

  describe('given the known emphasis tags', () => {
    it('renders them as elements, nested and with line breaks', () => {
      expect(html('Il <strong>biglietto <em>è</em> pronto</strong>.<br>Ciao<br/>')).toBe(
        'Il <strong>biglietto <em>è</em> pronto</strong>.<br>Ciao<br>',
      );
    });

    it('closes a tag left open at the end of the message', () => {
      expect(html('Il <b>biglietto')).toBe('Il <b>biglietto</b>');
    });
  });

  describe('given markup that is not allowed', () => {
    it('shows it as text and never creates the element', () => {
      const { container } = render(
        <SafeMarkup
          text={'<img src=x onerror="alert(1)"><script>alert(1)</script><a href="//x">x</a>'}
        />,
      );

      expect(container.querySelector('img, script, a')).toBeNull();
      expect(container.textContent).toBe(
        '<img src=x onerror="alert(1)"><script>alert(1)</script><a href="//x">x</a>',
      );
    });

    it('keeps attributes on allowed tags as text', () => {
      const { container } = render(<SafeMarkup text={'<strong onclick="x()">Ciao</strong>'} />);

      expect(container.querySelector('strong')).toBeNull();
      expect(container.textContent).toBe('<strong onclick="x()">Ciao</strong>');
    });

    it('shows a stray closing tag as text', () => {
      expect(render(<SafeMarkup text="Ciao</em>" />).container.textContent).toBe('Ciao</em>');
    });
  });
});
