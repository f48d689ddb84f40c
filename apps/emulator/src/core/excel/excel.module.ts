import { Global, Module } from '@nestjs/common';
import { ExcelImportService } from './excel-import.service';

/**
 * Excel import for every module. Its error files are written below `DATA_DIR/upload/logs/`, where the
 * common module's `/sys/common/static/**` serves them.
 */
@Global()
@Module({
  providers: [ExcelImportService],
  exports: [ExcelImportService],
})
export class ExcelModule {}
