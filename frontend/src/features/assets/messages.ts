// The assets screen's messages (000 §8), quoted exactly.
export const ASSET_MESSAGES = { customerIdRequired: 'Customer Id is required', assetRequired: 'Asset is required' } as const;
