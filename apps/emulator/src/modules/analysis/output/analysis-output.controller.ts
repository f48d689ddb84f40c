import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  analysisImageDelete,
  analysisImageGenerate,
  type AnalysisImageGenerateValues,
  analysisImageList,
  analysisMainExportDocx,
  analysisMainExportMarkdown,
} from '@cropwatch/contract';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import type { Principal } from '../../../core/auth/principal';
import { ContractRoute } from '../../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../../core/http/http';
import type { ListQuery } from '../../../core/paging/data-rules';
import { ok, okMessage, okWith } from '../../../core/result/result';
import { downloadName, sendDownload } from '../../common';
import { AnalysisExportService } from './analysis-export.service';
import { AnalysisImageService } from './analysis-image.service';
import { renderDocx } from './bulletin-docx';
import { renderMarkdown } from './bulletin-markdown';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const fileName = (title: string, ext: string) => downloadName(title, ext, 'bulletin', 120);

/** Image generator: listed by everyone, generated and deleted with `analysis:image:generate`. */
@Controller()
export class AnalysisImageController {
  constructor(@Inject(AnalysisImageService) private readonly images: AnalysisImageService) {}

  @ContractRoute(analysisImageList)
  async list(@Query() query: ListQuery) {
    return ok(await this.images.list(query));
  }

  @ContractRoute(analysisImageGenerate)
  async generate(@CurrentUser() user: Principal, @Body() body: AnalysisImageGenerateValues) {
    return okWith('生成成功！', await this.images.generate(body, user));
  }

  @ContractRoute(analysisImageDelete)
  async delete(@Query('id') id: string) {
    await this.images.delete(id);
    return okMessage('删除成功!');
  }
}

/** The generated bulletin as Markdown or Word, for everyone who may read analyses. */
@Controller()
export class AnalysisExportController {
  constructor(@Inject(AnalysisExportService) private readonly exports: AnalysisExportService) {}

  @ContractRoute(analysisMainExportMarkdown)
  async markdown(@Query('id') id: string, @Res() res: Response): Promise<void> {
    const bulletin = await this.exports.bulletin(id);
    sendDownload(
      res,
      fileName(bulletin.title, 'md'),
      'text/markdown; charset=utf-8',
      Buffer.from(renderMarkdown(bulletin)),
    );
  }

  @ContractRoute(analysisMainExportDocx)
  async docx(@Query('id') id: string, @Res() res: Response): Promise<void> {
    const bulletin = await this.exports.bulletin(id);
    sendDownload(res, fileName(bulletin.title, 'docx'), DOCX_TYPE, await renderDocx(bulletin));
  }
}
