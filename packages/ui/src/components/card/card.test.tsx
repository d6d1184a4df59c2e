import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  describe('given all its parts', () => {
    it('renders the title as a heading with its description and content', () => {
      render(
        <Card>
          <CardHeader>
            <CardTitle as="h3">Vendor</CardTitle>
            <CardDescription>Stand A12</CardDescription>
          </CardHeader>
          <CardContent>Descrizione</CardContent>
          <CardFooter>Azioni</CardFooter>
        </Card>,
      );

      expect(screen.getByRole('heading', { level: 3, name: 'Vendor' })).toBeInTheDocument();
      expect(screen.getByText('Stand A12')).toBeInTheDocument();
      expect(screen.getByText('Descrizione')).toBeInTheDocument();
      expect(screen.getByText('Azioni')).toBeInTheDocument();
    });
  });
});
