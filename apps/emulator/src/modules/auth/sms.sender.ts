import { Logger } from '@nestjs/common';

/** Where SMS codes go. The emulator has no SMS gateway: the default writes them to its log. */
export interface SmsSender {
  send(mobile: string, code: string, smsmode: string): void | Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

const PURPOSE: Record<string, string> = { '0': 'login', '1': 'register', '2': 'password reset', '3': 'phone binding' };

export class LogSmsSender implements SmsSender {
  private readonly logger = new Logger('SMS');

  send(mobile: string, code: string, smsmode: string): void {
    this.logger.log(`${PURPOSE[smsmode] ?? 'verification'} code for ${mobile}: ${code}`);
  }
}
