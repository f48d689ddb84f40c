/** Sends one command; resolves to the raw reply text (e.g. `+PONG`, `$4\r\nabcd`). */
export function redisCommands(port: number, ...args: string[]): Promise<string>;
