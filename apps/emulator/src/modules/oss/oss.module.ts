import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UPLOAD_MAX_BYTES } from '@cropwatch/contract';
import { CommonModule, UPLOAD_LIMITS, UploadInterceptor, type UploadLimits } from '../common';
import { OssFileEntity } from './entities/oss-file.entity';
import { OssFileController } from './oss-file.controller';
import { OssFileService } from './oss-file.service';

/** OSS files on the local upload root (an S3-compatible store is not wired: see docs/decisions.md). */
@Module({
  imports: [TypeOrmModule.forFeature([OssFileEntity]), CommonModule],
  controllers: [OssFileController],
  providers: [
    OssFileService,
    UploadInterceptor,
    { provide: UPLOAD_LIMITS, useValue: { fileSize: UPLOAD_MAX_BYTES } satisfies UploadLimits },
  ],
})
export class OssModule {}
