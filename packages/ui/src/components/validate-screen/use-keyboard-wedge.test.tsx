import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { useKeyboardWedge } from './use-keyboard-wedge';

const CODE = 'F2.AbCd1234.payload.signature';

function Page({ onCode, enabled = true }: { onCode: (code: string) => void; enabled?: boolean }) {
  useKeyboardWedge(onCode, enabled);
  return (
    <>
      <button type="button" onClick={() => onCode('button pressed')}>
        Scansiona di nuovo
      </button>
      <label>
        Codice biglietto
        <input />
      </label>
    </>
  );
}

describe('useKeyboardWedge', () => {
  describe('given a hardware scanner typing a code and Enter, nothing focused', () => {
    it('hands over the code once', async () => {
      const onCode = vi.fn();
      render(<Page onCode={onCode} />);

      await userEvent.keyboard(`${CODE}{Enter}`);

      expect(onCode).toHaveBeenCalledExactlyOnceWith(CODE);
    });
  });

  describe('given the focus on a button', () => {
    it('takes the scan and keeps its Enter from pressing the button', async () => {
      const onCode = vi.fn();
      render(<Page onCode={onCode} />);
      screen.getByRole('button', { name: 'Scansiona di nuovo' }).focus();

      await userEvent.keyboard(`${CODE}{Enter}`);

      expect(onCode).toHaveBeenCalledExactlyOnceWith(CODE);
    });
  });

  describe('given someone typing at human speed', () => {
    it('takes nothing', async () => {
      const onCode = vi.fn();
      render(<Page onCode={onCode} />);
      const slow = userEvent.setup({ delay: 150 });

      await slow.keyboard('F2.abcdefgh{Enter}');

      expect(onCode).not.toHaveBeenCalled();
    });
  });

  describe('given the focus in a text field', () => {
    it('leaves the typing to the field', async () => {
      const onCode = vi.fn();
      render(<Page onCode={onCode} />);
      const field = screen.getByRole('textbox', { name: 'Codice biglietto' });
      field.focus();

      await userEvent.keyboard(`${CODE}{Enter}`);

      expect(onCode).not.toHaveBeenCalled();
      expect(field).toHaveValue(CODE);
    });
  });

  describe('given it is turned off', () => {
    it('takes nothing', async () => {
      const onCode = vi.fn();
      render(<Page onCode={onCode} enabled={false} />);
      await userEvent.keyboard(`${CODE}{Enter}`);
      expect(onCode).not.toHaveBeenCalled();
    });
  });

  describe('given a short burst, like a key held down', () => {
    it('takes nothing', async () => {
      const onCode = vi.fn();
      render(<Page onCode={onCode} />);
      await userEvent.keyboard('aaaa{Enter}');
      expect(onCode).not.toHaveBeenCalled();
    });
  });
});
