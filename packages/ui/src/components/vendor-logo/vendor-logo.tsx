import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../../lib/cn';
import { initialsOf, toneIndex } from './initials';

const vendorLogoVariants = cva(
  'inline-flex shrink-0 items-center justify-center overflow-hidden border font-semibold select-none',
  {
    variants: {
      size: {
        default: 'size-10 rounded-md text-sm',
        lg: 'size-20 rounded-lg text-2xl',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/** The picture's width and height attributes, so the row keeps its size while it loads. */
const PIXELS = { default: 40, lg: 80 } as const;

/** Theme colour pairs for the initials tile: the same name always gets the same pair. */
const TONES = [
  'bg-primary text-primary-foreground',
  'bg-secondary text-secondary-foreground',
  'bg-accent text-accent-foreground',
  'bg-muted text-muted-foreground',
] as const;

type VendorLogoProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof vendorLogoVariants> & {
    /** The exhibitor's name: its initials stand in for a missing or broken logo. */
    name: string;
    /** The logo's address (the API's `logo_path`); the initials tile when empty. */
    src?: string | null;
    /**
     * The picture's text alternative. Empty (the default) when the name is shown beside it, so
     * screen readers do not read the name twice; the initials tile is then hidden as well.
     */
    alt?: string;
  };

/** An exhibitor's logo in a fixed square, or a tile with its initials when there is none. */
function VendorLogo({ name, src, alt = '', size, className, ...props }: VendorLogoProps) {
  const source = src?.trim() || undefined;
  // Keyed by address: a vendor whose logo changes gets a new try.
  const [failedSource, setFailedSource] = React.useState<string>();
  const showPicture = source !== undefined && source !== failedSource;
  const pixels = PIXELS[size ?? 'default'];

  return (
    <span
      data-slot="vendor-logo"
      data-state={showPicture ? 'picture' : 'initials'}
      className={cn(
        vendorLogoVariants({ size }),
        showPicture ? 'bg-background' : TONES[toneIndex(name, TONES.length)],
        className,
      )}
      {...props}
    >
      {showPicture ? (
        <img
          src={source}
          alt={alt}
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="size-full object-contain"
          onError={() => setFailedSource(source)}
        />
      ) : alt === '' ? (
        <span aria-hidden="true">{initialsOf(name)}</span>
      ) : (
        <span role="img" aria-label={alt}>
          <span aria-hidden="true">{initialsOf(name)}</span>
        </span>
      )}
    </span>
  );
}

export { VendorLogo, vendorLogoVariants };
export type { VendorLogoProps };
