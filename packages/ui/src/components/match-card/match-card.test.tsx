import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { t } from '../../i18n/messages/all';
import { expectNoAxeViolations } from '../../test/axe';
import { suggestedMatch } from '../../test/fair-fixtures';
import { FooterNav } from '../footer-nav';
import { MatchCard, SWIPE_THRESHOLD_PX, type SuggestedMatch } from './match-card';
import { mailtoHref, matchPercent } from './match-links';

function renderCard(match: SuggestedMatch = suggestedMatch, deciding = false) {
  const callbacks = { onAccept: vi.fn(), onReject: vi.fn(), onOpenVendor: vi.fn() };
  const view = render(<MatchCard match={match} deciding={deciding} {...callbacks} />);
  return { ...view, ...callbacks };
}

const pass = () => screen.getByRole('button', { name: t('matches.passName') });
const interested = () => screen.getByRole('button', { name: t('matches.interestedName') });

function swipe(card: HTMLElement, dx: number, dy = 0, pointerType = 'touch') {
  const start = { pointerId: 7, pointerType, clientX: 200, clientY: 300 };
  const end = { ...start, clientX: 200 + dx, clientY: 300 + dy };
  fireEvent.pointerDown(card, start);
  fireEvent.pointerMove(card, end);
  fireEvent.pointerUp(card, end);
  fireEvent.click(card);
}

describe('matchPercent', () => {
  it.each([
    [0.875, 88],
    [0.874, 87],
    [0.005, 1],
    [0, 0],
    [1, 100],
  ])('shows a score of %s as %s %%', (score, percent) => {
    expect(matchPercent(score)).toBe(percent);
  });
});

describe('mailtoHref', () => {
  it('encodes spaces, accents and new lines the way mail clients read them', () => {
    expect(mailtoHref(' a@b.it ', { subject: 'Ciao è', body: 'riga 1\nriga 2' })).toBe(
      'mailto:a@b.it?subject=Ciao%20%C3%A8&body=riga%201%0Ariga%202',
    );
  });
});

describe('MatchCard', () => {
  describe('given a suggestion', () => {
    it('shows the vendor, the rounded percentage, what they seek and why it matched', async () => {
      const { container } = renderCard();

      expect(screen.getByRole('heading', { level: 2, name: 'Caffè Nero Srl' })).toBeVisible();
      expect(screen.getByText('88%')).toBeVisible();
      expect(screen.getByText('Torrefazione artigianale dal 1962.')).toBeVisible();
      expect(screen.getByText(t('matches.seeking')).parentElement).toHaveTextContent(
        'Cercano: Distributori nel Nord Italia e baristi per il nostro stand.',
      );
      expect(screen.getByText(t('matches.whyMatch'))).toBeVisible();
      expect(screen.getByText(suggestedMatch.description)).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('opens the website in a new tab, with https:// added', () => {
      renderCard();

      const website = screen.getByRole('link', { name: /Sito web/ });
      expect(website).toHaveAttribute('href', 'https://www.caffenero.example');
      expect(website).toHaveAttribute('target', '_blank');
      expect(website.getAttribute('rel')).toContain('noopener');
    });

    it('writes an e-mail with an Italian subject and greeting', () => {
      renderCard();

      const href = screen.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
      const url = new URL(href);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe('info@caffenero.example');
      expect(url.searchParams.get('subject')).toBe('Contatto da Fiera MATCH');
      expect(url.searchParams.get('body')).toBe(
        'Buongiorno Caffè Nero Srl,\n\nvi contatto dopo il match su Fiera.\n\n',
      );
    });
  });

  describe('when the card is clicked outside its buttons and links', () => {
    it('opens the vendor', async () => {
      const { onOpenVendor, onAccept, onReject } = renderCard();

      await userEvent.click(screen.getByText(suggestedMatch.description));

      expect(onOpenVendor).toHaveBeenCalledExactlyOnceWith(3);
      expect(onAccept).not.toHaveBeenCalled();
      expect(onReject).not.toHaveBeenCalled();
    });
  });

  describe('when a decision button is clicked', () => {
    it('decides without opening the vendor, and announces it', async () => {
      const { onOpenVendor, onReject } = renderCard();

      await userEvent.click(pass());

      expect(onReject).toHaveBeenCalledOnce();
      expect(onOpenVendor).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Hai passato Caffè Nero Srl.');
    });
  });

  describe('when a keyboard user decides', () => {
    it('reaches the name and both buttons with Tab and decides with Enter or Space', async () => {
      const { onAccept, onReject, onOpenVendor } = renderCard();

      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Caffè Nero Srl' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onOpenVendor).toHaveBeenCalledExactlyOnceWith(3);

      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      expect(pass()).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(onReject).toHaveBeenCalledOnce();

      await userEvent.tab();
      expect(interested()).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onAccept).toHaveBeenCalledOnce();
      expect(onOpenVendor).toHaveBeenCalledOnce();
    });
  });

  describe('when a finger swipes the card', () => {
    it('accepts to the right and passes to the left, without opening the vendor', () => {
      const { onAccept, onReject, onOpenVendor } = renderCard();
      const card = screen.getByRole('article');

      swipe(card, SWIPE_THRESHOLD_PX + 10);
      expect(onAccept).toHaveBeenCalledOnce();

      swipe(card, -(SWIPE_THRESHOLD_PX + 10));
      expect(onReject).toHaveBeenCalledOnce();
      expect(onOpenVendor).not.toHaveBeenCalled();
    });

    it('ignores a short or mostly vertical move, and a mouse drag', () => {
      const { onAccept, onReject } = renderCard();
      const card = screen.getByRole('article');

      swipe(card, SWIPE_THRESHOLD_PX - 10);
      swipe(card, SWIPE_THRESHOLD_PX + 10, SWIPE_THRESHOLD_PX + 40);
      swipe(card, SWIPE_THRESHOLD_PX + 10, 0, 'mouse');

      expect(onAccept).not.toHaveBeenCalled();
      expect(onReject).not.toHaveBeenCalled();
    });
  });

  describe('while a decision is on its way', () => {
    it('lets neither button nor a swipe decide again', async () => {
      const { onAccept, onReject } = renderCard(suggestedMatch, true);

      expect(pass()).toHaveAttribute('aria-disabled', 'true');
      expect(interested()).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(pass());
      swipe(screen.getByRole('article'), SWIPE_THRESHOLD_PX + 10);
      expect(onAccept).not.toHaveBeenCalled();
      expect(onReject).not.toHaveBeenCalled();
    });

    // Issue 16: a disabled button drops focus to the page; an unavailable one keeps it.
    it('keeps the buttons focusable', () => {
      renderCard(suggestedMatch, true);

      interested().focus();

      expect(interested()).toHaveFocus();
    });
  });

  describe('given a heading ref', () => {
    it('makes the heading a focus target outside the Tab order', async () => {
      const heading = React.createRef<HTMLHeadingElement>();
      render(
        <MatchCard
          match={suggestedMatch}
          headingRef={heading}
          onAccept={vi.fn()}
          onReject={vi.fn()}
          onOpenVendor={vi.fn()}
        />,
      );

      heading.current?.focus();
      expect(screen.getByRole('heading', { level: 2, name: 'Caffè Nero Srl' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Caffè Nero Srl' })).toHaveFocus();
    });
  });

  // Issue 16: on a phone the buttons sat below the fold, under the fixed footer navigation.
  describe('given a phone screen and a long description', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it.each([
      [390, 844],
      [360, 640],
    ])('shows both buttons above the footer at %i×%i without scrolling', async (width, height) => {
      await page.viewport(width, height);
      const long = `${'Torrefazione artigianale con una lunga storia. '.repeat(14)}`;
      render(
        <div className="min-h-dvh pt-40 pb-[4.5rem]">
          <MatchCard
            match={{ ...suggestedMatch, vendor: { ...suggestedMatch.vendor, description: long } }}
            onAccept={vi.fn()}
            onReject={vi.fn()}
            onOpenVendor={vi.fn()}
          />
          <FooterNav activePath="/matches" />
        </div>,
      );

      expect(screen.getByRole('article').getBoundingClientRect().bottom).toBeGreaterThan(height);
      const footerTop = screen.getByRole('navigation').getBoundingClientRect().top;
      for (const button of [pass(), interested()]) {
        const box = button.getBoundingClientRect();
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(footerTop);
        expect(box.right).toBeLessThanOrEqual(width);
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        expect(button.contains(hit)).toBe(true);
      }
      expect(window.scrollY).toBe(0);
    });
  });

  describe('given a vendor without website, e-mail or seeking text', () => {
    it('shows neither links nor the seeking line', () => {
      renderCard({
        ...suggestedMatch,
        vendor: { ...suggestedMatch.vendor, website: null, email: null, seeking: null },
      });

      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByText(t('matches.seeking'))).toBeNull();
    });
  });
});
