import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/card';
import { Field } from '../components/field';
import { FooterNav } from '../components/footer-nav';
import { Input } from '../components/input';

function Showcase() {
  return (
    <div className="grid gap-4 bg-background p-4 text-foreground">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((v) => (
        <Button key={v} variant={v}>
          {v}
        </Button>
      ))}
      <Card>
        <CardHeader>
          <CardTitle>Titolo</CardTitle>
          <CardDescription>Descrizione secondaria</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="bg-muted text-muted-foreground">Testo attenuato</p>
          <p className="bg-accent text-accent-foreground">Testo in evidenza</p>
        </CardContent>
      </Card>
      <Field label="Email" hint="Suggerimento" error="Errore">
        <Input placeholder="nome@esempio.it" />
      </Field>
      <Alert variant="success">Fatto</Alert>
      <p className="bg-success text-success-foreground">Biglietto valido</p>
      <p className="text-success">Biglietto valido</p>
      <p className="text-destructive">Biglietto non valido</p>
      <FooterNav activePath="/events" className="static" />
    </div>
  );
}

describe('themes', () => {
  describe.each([
    ['fiera', undefined],
    ['example', 'example'],
  ])('given the %s theme', (_name, theme) => {
    it('meets WCAG AA contrast for every foreground/background pair', async () => {
      const { container } = render(
        <div data-theme={theme}>
          <Showcase />
        </div>,
      );

      const results = await axe.run(container, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
      });

      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
      // Guards against axe silently skipping colours it cannot parse; only the aria-hidden
      // glyph icons ("non-text characters") may stay undecided.
      const undecided = results.incomplete
        .flatMap((rule) => rule.nodes)
        .filter((node) => node.any.some((check) => check.data?.messageKey !== 'nonBmp'));
      expect(undecided.map((node) => node.html)).toEqual([]);
      expect(results.passes[0]?.nodes.length).toBeGreaterThan(10);
    });
  });
});
