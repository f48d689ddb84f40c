import { Controller, Inject, Query } from '@nestjs/common';
import { duplicateCheck } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { error, okMessage } from '../../core/result/result';
import {
  type DuplicateCheckQuery,
  DuplicateService,
  EMPTY_VALUE_MESSAGE,
  FREE_MESSAGE,
  TAKEN_MESSAGE,
} from './duplicate.service';

@Controller()
export class DuplicateController {
  constructor(@Inject(DuplicateService) private readonly duplicates: DuplicateService) {}

  /** Free: ok200 `该值可用！`; taken: err500; empty value: `success:true, code:500` (quirk §14.5). */
  @ContractRoute(duplicateCheck)
  async check(@Query() query: DuplicateCheckQuery) {
    switch (await this.duplicates.check(query)) {
      case 'empty':
        return { ...error(EMPTY_VALUE_MESSAGE), success: true };
      case 'taken':
        return error(TAKEN_MESSAGE);
      default:
        return okMessage(FREE_MESSAGE);
    }
  }
}
