import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandProvider, defaultFairConfig } from '../brand';
import { monthName } from './index';
import { messages, t, useT } from './messages/all';

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

describe('i18n', () => {
  describe('given a key without placeholders', () => {
    it('returns the Italian text', () => {
      expect(t('common.loading')).toBe('Caricamento...');
      expect(t('register.alreadyRegistered')).toBe('Sei già registrato?');
    });
  });

  describe('given a key with placeholders', () => {
    it('fills them from the params', () => {
      expect(t('events.emptySearch', { term: 'design' })).toBe(
        'Nessun evento trovato per "design"',
      );
      expect(t('map.vendorLine', { name: 'Acme', stand: 'B4' })).toBe('Acme - Stand B4');
      expect(t('matches.filterAll', { count: 3 })).toBe('Tutti (3)');
    });

    it('fills {product} with the default brand name outside React', () => {
      expect(t('nav.matches')).toBe('Fiera MATCH');
      expect(t('nav.matches', { product: 'Expo' })).toBe('Expo MATCH');
    });
  });

  describe('given a BrandProvider', () => {
    it('useT fills {product} from the fair config', () => {
      function MatchesTitle() {
        const translate = useT();
        return <h1>{translate('matches.title')}</h1>;
      }
      render(
        <BrandProvider config={{ ...defaultFairConfig, productName: 'Expo Demo' }}>
          <MatchesTitle />
        </BrandProvider>,
      );

      expect(screen.getByRole('heading', { name: 'Expo Demo Match' })).toBeInTheDocument();
    });
  });

  describe('given the whole catalogue', () => {
    it('has no empty text', () => {
      expect(leaves(messages).filter((text) => text.trim() === '')).toEqual([]);
    });

    // Regression: the spec's source texts carried typos ('comopleta', 'giá').
    it('carries the corrected spellings', () => {
      const all = leaves(messages).join('\n');
      expect(all).not.toMatch(/comopleta|giá/);
      expect(t('register.required')).toBe('Per favore completa tutti i campi obbligatori');
    });

    it('names the twelve months in Italian', () => {
      expect(monthName(0)).toBe('Gennaio');
      expect(monthName(11)).toBe('Dicembre');
      expect(monthName(9)).toBe('Ottobre');
      expect(t('events.dayLabel', { day: 16, month: monthName(9) })).toBe('16 Ottobre');
      expect(() => monthName(12)).toThrow(RangeError);
    });
  });
});
