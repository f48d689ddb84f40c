import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { importErrorLogFile } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { ContractRoute } from '../http/contract-route.decorator';
import { error } from '../result/result';
import { importLogPath } from './import-log.paths';

/**
 * Serves the import error files below `DATA_DIR/upload/logs/` like CommonController's `/static/**`
 * (contract §8.2): raw bytes as `application/force-download`, HTTP 404 when missing. Nothing outside the
 * `logs/` folder is reachable through this route.
 */
@Controller()
export class ImportLogController {
  constructor(@Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig) {}

  @ContractRoute(importErrorLogFile)
  download(@Param('path') segments: string[] | string, @Res() res: Response): void {
    const relative = `logs/${(Array.isArray(segments) ? segments.join('/') : segments).replace(/,$/, '')}`;
    let file: string;
    try {
      file = importLogPath(this.config.dataDir, relative);
    } catch {
      res.status(404).json(error('文件不存在', 404));
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.status(404).json(error('文件不存在', 404));
      return;
    }
    const name = encodeURIComponent(path.basename(file));
    res.setHeader('Content-Type', 'application/force-download');
    res.setHeader('Content-Disposition', `attachment;fileName=${name}`);
    res.sendFile(file);
  }
}
