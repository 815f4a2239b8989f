// A setting the deployment lacks. It lives below the domain so a backend client (the
// marketing client's key, say) can fail with the same error, and the same message, as the
// worker's own configuration: the worker answers either with the message and status 500.
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The one wording for missing settings, naming each of them. */
export function missingSettings(names: readonly string[]): ConfigError {
  return new ConfigError(`Couldn't find environment variable(s): ${names.join(', ')}`);
}
