import { Module } from '@nestjs/common';
import { UPLOAD_MAX_BYTES } from '@cropwatch/contract';
import { CommonController } from './common.controller';
import { UPLOAD_LIMITS, UploadInterceptor, type UploadLimits } from './upload.interceptor';
import { UploadService } from './upload.service';

/** JeecgBoot's CommonController: uploads and the files below the upload root. */
@Module({
  controllers: [CommonController],
  providers: [
    UploadService,
    UploadInterceptor,
    { provide: UPLOAD_LIMITS, useValue: { fileSize: UPLOAD_MAX_BYTES } satisfies UploadLimits },
  ],
  exports: [UploadService],
})
export class CommonModule {}
