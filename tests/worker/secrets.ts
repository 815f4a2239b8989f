// Mirrors TEST_SECRETS in vitest.worker.config.mts (the config cannot be imported into workerd).
export const TEST_PREVIEW_SECRET = 'test-preview-secret-0123456789';
