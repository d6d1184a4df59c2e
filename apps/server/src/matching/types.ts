import type { components } from '@fiera/api-client/schema';

type Schemas = components['schemas'];

/** The user fields matching reads. */
export type MatchUser = Pick<Schemas['User'], 'id' | 'seeking' | 'description' | 'employment_type'>;

/** The vendor fields matching reads. */
export type MatchVendor = Pick<Schemas['Vendor'], 'id' | 'name' | 'description' | 'seeking'>;

export interface RankedMatch {
  vendorId: MatchVendor['id'];
  /** 0..1, what the app shows as a percentage. */
  score: Schemas['Match']['score'];
  /** Italian sentence for "Perché questo match?". */
  description: Schemas['Match']['description'];
}
