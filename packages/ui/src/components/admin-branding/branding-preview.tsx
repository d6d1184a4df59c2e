import * as React from 'react';
import { FONT_STACKS, PALETTE_TOKENS, type FairConfig, type Palette } from '@fiera/fair-config';

import { BrandProvider } from '../../brand';
import { useT } from '../../i18n/messages/admin-branding';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { AppHeader } from '../app-header';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { Field } from '../field';
import { Input } from '../input';
import { LogoutButton } from '../logout-button';
import { VendorLogo } from '../vendor-logo';

type PreviewMode = 'light' | 'dark';

/** 'cardForeground' → '--card-foreground', as globals.css and the server's theme.css name it. */
const variableOf = (token: string) =>
  `--${token.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`;

/**
 * The edited theme as CSS variables on the preview's box only: the components inside read the
 * same variables as everywhere, while the admin's own page keeps the saved theme.
 */
function themeVariables(palette: Palette, theme: FairConfig['theme']): React.CSSProperties {
  const variables: Record<string, string> = {
    '--radius': `${theme.radius}rem`,
    '--font-sans': FONT_STACKS[theme.font] ?? FONT_STACKS.sans,
  };
  for (const token of PALETTE_TOKENS) variables[variableOf(token)] = palette[token];
  return variables as React.CSSProperties;
}

const noop = () => undefined;

type BrandingPreviewProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The edited config, valid or not: the preview shows whatever the form holds. */
  config: FairConfig;
};

/**
 * A few real screens' parts (header, the login card, an exhibitor, buttons, messages) wearing the edited
 * name and theme. Only to look at: `inert` keeps its fake form out of the tab order and of the
 * screen reader's reading of the page, which the description above it explains.
 */
function BrandingPreview({ config, className, ...props }: BrandingPreviewProps) {
  const t = useT();
  const headingId = React.useId();
  const descriptionId = React.useId();
  const [chosenMode, setMode] = React.useState<PreviewMode>('light');
  const dark = config.theme.dark;
  const mode = dark === null ? 'light' : chosenMode;
  const palette = mode === 'dark' && dark !== null ? dark : config.theme.light;

  return (
    <section
      data-slot="branding-preview"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className={cn('grid content-start gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('adminBranding.preview.title')}
      </h2>
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {t('adminBranding.preview.description')}
      </p>
      {dark !== null && (
        <div role="group" aria-label={t('adminBranding.preview.modeLabel')} className="flex gap-2">
          {(['light', 'dark'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={mode === value ? 'default' : 'outline'}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {t(`adminBranding.preview.${value}`)}
            </Button>
          ))}
        </div>
      )}
      <div
        inert
        data-slot="branding-preview-canvas"
        data-mode={mode}
        style={themeVariables(palette, config.theme)}
        className="overflow-hidden rounded-lg border bg-background font-sans text-foreground"
      >
        <BrandProvider config={config}>
          <AppHeader actions={<LogoutButton onClick={noop} />} />
          <div className="grid gap-4 p-4">
            <LoginSample />
            <VendorSample />
            <ButtonSample />
            <Alert variant="success">{t('adminBranding.preview.success')}</Alert>
            <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
              {t('adminBranding.preview.muted')}
            </p>
          </div>
        </BrandProvider>
      </div>
    </section>
  );
}

/**
 * The login screen's card, drawn from the same parts as LoginForm rather than LoginForm itself:
 * sharing that component with the back-office would move it out of /login's own chunk into a
 * shared one, and /login has no bytes to spare (its 120 KB budget).
 */
function LoginSample() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('adminBranding.preview.loginTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label={t('adminBranding.preview.email')} required>
          <Input type="email" readOnly value="" />
        </Field>
        <Field label={t('adminBranding.preview.password')} required>
          <Input type="password" readOnly value="" />
        </Field>
        <Button>{t('adminBranding.preview.login')}</Button>
      </CardContent>
      <CardFooter className="mt-2 flex-col items-start gap-3 text-sm">
        <span className="text-primary underline underline-offset-4">
          {t('adminBranding.preview.forgotPassword')}
        </span>
        <span className="text-primary underline underline-offset-4">
          {t('adminBranding.preview.register')}
        </span>
      </CardFooter>
    </Card>
  );
}

function VendorSample() {
  const t = useT();
  const name = t('adminBranding.preview.vendorName');
  return (
    <div className="grid gap-2">
      <p className="font-semibold">{t('adminBranding.preview.vendorTitle')}</p>
      <div className="flex min-h-14 items-center gap-3 rounded-lg border bg-card px-4 py-2 text-card-foreground">
        <VendorLogo name={name} src={null} />
        <div className="grid min-w-0">
          <span className="font-medium text-primary underline underline-offset-4">{name}</span>
          <span className="text-sm text-muted-foreground">
            {t('adminBranding.preview.vendorStand')}
          </span>
        </div>
      </div>
    </div>
  );
}

function ButtonSample() {
  const t = useT();
  return (
    <div className="grid gap-2">
      <p className="font-semibold">{t('adminBranding.preview.buttons')}</p>
      <div className="flex flex-wrap gap-2">
        <Button data-preview="primary-button">{t('adminBranding.preview.primary')}</Button>
        <Button variant="secondary">{t('adminBranding.preview.secondary')}</Button>
        <Button variant="outline">{t('adminBranding.preview.outline')}</Button>
        <Button variant="destructive">{t('adminBranding.preview.destructive')}</Button>
      </div>
    </div>
  );
}

export { BrandingPreview, themeVariables };
export type { BrandingPreviewProps };
