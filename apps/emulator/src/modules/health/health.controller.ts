import { Controller, Inject, Res } from '@nestjs/common';
import { actuatorHealth, HEALTH_DOWN_MESSAGE } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import { HealthService } from './health.service';

/** `GET /actuator/health`: 200 and Spring's body when ready, 503 and the envelope when not (issue #16). */
@Controller()
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @ContractRoute(actuatorHealth)
  async check(@Res({ passthrough: true }) res: Response) {
    const health = await this.health.check();
    if (health.status === 'UP') return health;
    res.status(503).header('Retry-After', '5');
    return { success: false, message: HEALTH_DOWN_MESSAGE, code: 503, result: health, timestamp: Date.now() };
  }
}
