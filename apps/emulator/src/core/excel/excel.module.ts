import { Global, Module } from '@nestjs/common';
import { ExcelImportService } from './excel-import.service';
import { ImportLogController } from './import-log.controller';

/** Excel import for every module, and the download of its error files. */
@Global()
@Module({
  controllers: [ImportLogController],
  providers: [ExcelImportService],
  exports: [ExcelImportService],
})
export class ExcelModule {}
