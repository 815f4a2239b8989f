export type EmulatorBindings = {
  DB: D1Database;
  CONTENT_API_KEY: string;
  MARKETING_API_KEY: string;
  COMMERCE_TENANT: string;
};
export type EmulatorEnv = { Bindings: EmulatorBindings };
