import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AoiGeometry } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { AnalysisGenerationService } from '../analysis/analyze/analysis-generation.service';
import { AnalysisItemEntity } from '../analysis/entities/analysis-item.entity';
import { AnalysisMainEntity } from '../analysis/entities/analysis-main.entity';
import { AnalysisQueueService } from '../analysis/generation/analysis-queue.service';
import { AnnouncementService } from '../announcement/announcement.service';
import { AnnouncementEntity } from '../announcement/entities/announcement.entity';
import { ChatSessionService } from '../chat/chat-session.service';
import { ChatMessageEntity } from '../chat/entities/chat-message.entity';
import { ChatSessionEntity } from '../chat/entities/chat-session.entity';
import { OfflineAnswerer } from '../chat/providers/offline/offline-answerer';
import { CropDataService } from '../crop-data/crop-data.service';
import { CropTaskService } from '../crop-task/crop-task.service';
import { UserService } from '../identity/user.service';
import { PositionService } from '../position/position.service';
import { DEMO_MARKER_FILE } from './demo-reset';

/**
 * The living demo of a first start (issue #18): what a trainer expects to find in a system that has been used
 * for a while. Everything goes through the real services — positions through the position service, crop tasks
 * through add + submit (the summaries are computed, a task over open sea fails with the real reason), the demo
 * bulletin through the generation queue with the offline writer (and one item generated twice, so it has two
 * text versions), the analyst's conversations through the offline answerer, announcements through the
 * announcement service's delivery and read marking. Nothing is written by hand but the questions asked.
 */

export const DEMO_POSITIONS = [
  { code: 'director', name: '主任', postRank: '5' },
  { code: 'researcher', name: '研究员', postRank: '4' },
  { code: 'analyst', name: '分析员', postRank: '3' },
  { code: 'engineer', name: '工程师', postRank: '3' },
] as const;

/** Open sea in the South Pacific: no monitored unit, so the real submit fails with its reason. */
const OPEN_SEA: AoiGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-140, -40],
      [-130, -40],
      [-130, -35],
      [-140, -35],
      [-140, -40],
    ],
  ],
};

export const DEMO_TASKS = [
  {
    taskName: '华北冬小麦长势（2025年4–7月）',
    crop: 'wheat',
    period: '2025-APR_JUL',
    aoiType: 'zone',
    aoiCode: 'CHN-HHH',
    submit: true,
  },
  {
    taskName: '印度拉比季小麦（2025年1–4月）',
    crop: 'wheat',
    period: '2025-JAN_APR',
    aoiType: 'country',
    aoiCode: 'IND',
    submit: true,
  },
  {
    taskName: '东北玉米（2025年7–10月）',
    crop: 'maize',
    period: '2025-JUL_OCT',
    aoiType: 'zone',
    aoiCode: 'CHN-NE',
    submit: false,
  },
  {
    taskName: '美国玉米带大豆（草稿）',
    crop: 'soybean',
    period: '2025-JUL_OCT',
    aoiType: 'country',
    aoiCode: 'USA',
    submit: false,
  },
  {
    taskName: '南太平洋试算区域',
    crop: 'rice',
    period: '2025-JUL_OCT',
    aoiType: 'rectangle',
    aoiGeometry: OPEN_SEA,
    submit: true,
  },
] as const;

/** The analyst's conversations: each a list of questions asked in turn (follow-ups keep the context). */
export const DEMO_CHATS: { lang: 'zh-CN' | 'en-US'; questions: string[] }[] = [
  { lang: 'zh-CN', questions: ['今年印度小麦长势如何？', '那降水呢？'] },
  { lang: 'zh-CN', questions: ['黄淮海冬小麦现在处于什么生育期？'] },
  { lang: 'en-US', questions: ['What is VCIx?', 'How was the crop condition in the Corn Belt in Jul–Oct 2025?'] },
];

/** How many published announcements the analyst has read (the rest stay unread). */
export const DEMO_READ_ANNOUNCEMENTS = 2;

export async function seedDemo(app: INestApplication): Promise<void> {
  const started = Date.now();
  const get = <T>(type: abstract new (...args: never[]) => T): T => app.get(type as never, { strict: false });
  const db = app.get<DataSource>(getDataSourceToken(), { strict: false });
  const clock = app.get<Clock>(CLOCK, { strict: false });
  const config = app.get<EmulatorConfig>(EMULATOR_CONFIG, { strict: false });
  const users = get(UserService);
  const admin = await principal(users, 'admin');
  const analyst = await principal(users, 'analyst');

  // Positions.
  const positions = get(PositionService);
  for (const p of DEMO_POSITIONS) await positions.add({ ...p, companyId: null }, admin);

  // Crop tasks of the analyst: drafts, analysed ones (real summaries) and a failed one (real reason).
  const tasks = get(CropTaskService);
  for (const t of DEMO_TASKS) {
    const { submit, ...body } = t;
    const task = await tasks.add({ description: null, aoiCode: null, aoiGeometry: null, ...body }, analyst);
    if (submit) await tasks.submit(task.id, analyst);
  }

  // The demo bulletin, generated by the queue with the offline writer; its first item once more (two versions).
  const analysis = await db.getRepository(AnalysisMainEntity).findOne({ where: {}, order: { createTime: 'ASC' } });
  if (analysis) {
    const generation = get(AnalysisGenerationService);
    const queue = get(AnalysisQueueService);
    await generation.generateAnalysis({ id: analysis.id, scope: 'all' }, admin);
    await queue.whenIdle();
    const first = await db
      .getRepository(AnalysisItemEntity)
      .findOne({ where: { analysisId: analysis.id }, order: { sortNo: 'ASC' } });
    if (first) {
      await generation.generateItems([first.id], admin);
      await queue.whenIdle();
    }
  }

  // The analyst's conversations, answered by the offline answerer.
  await seedChats(get(ChatSessionService), get(CropDataService), db, clock, analyst);

  // Announcements: delivered to the analyst, the oldest published ones read.
  const announcements = get(AnnouncementService);
  await announcements.listByUser(analyst.id, 10);
  const published = await db
    .getRepository(AnnouncementEntity)
    .find({ where: { sendStatus: '1' }, order: { sendTime: 'ASC' } });
  for (const a of published.slice(0, DEMO_READ_ANNOUNCEMENTS)) await announcements.markRead(analyst.id, a.id);

  if (config.database !== ':memory:') {
    writeFileSync(
      path.join(config.dataDir, DEMO_MARKER_FILE),
      `${JSON.stringify({ demo: true, seededAt: new Date(clock.now()).toISOString() })}\n`,
    );
  }
  new Logger('Seed').log(`seeded the living demo in ${Date.now() - started} ms`);
}

async function principal(users: UserService, username: string): Promise<Principal> {
  const p = await users.load(username);
  if (!p) throw new Error(`demo seed: the seeded user ${username} is missing`);
  return p;
}

async function seedChats(
  sessions: ChatSessionService,
  data: CropDataService,
  db: DataSource,
  clock: Clock,
  user: Principal,
): Promise<void> {
  const answerer = new OfflineAnswerer(data);
  const abbreviations = await data.abbreviations();
  const messages = db.getRepository(ChatMessageEntity);
  for (const chat of DEMO_CHATS) {
    const session = await sessions.add(user, { title: chat.questions[0] });
    let parentId: string | null = null;
    const asked: string[] = [];
    for (const question of chat.questions) {
      const answer = await answerer.answer(
        { question, images: [], previousQuestions: [...asked], uiLang: chat.lang },
        abbreviations,
      );
      asked.push(question);
      const now = new Date(clock.now());
      const base = { sessionId: session.id, images: [], status: 'done', appId: session.appId, errorMessage: null };
      const q: ChatMessageEntity = Object.assign(new ChatMessageEntity(), {
        ...base,
        id: newId(now.getTime()),
        parentId,
        role: 'user',
        content: question,
        sources: [],
        promptTokens: null,
        completionTokens: null,
        model: null,
        feedback: null,
        feedbackComment: null,
        figuresChecked: null,
        figuresFailed: null,
        toolCalls: null,
        createTime: now,
        updateTime: now,
      });
      await messages.insert(q);
      const a: ChatMessageEntity = Object.assign(new ChatMessageEntity(), {
        ...base,
        id: newId(now.getTime()),
        parentId: q.id,
        role: 'assistant',
        content: answer.text,
        sources: answer.sources,
        promptTokens: null,
        completionTokens: null,
        model: 'offline',
        feedback: null,
        feedbackComment: null,
        figuresChecked: null,
        figuresFailed: null,
        toolCalls: null,
        createTime: now,
        updateTime: now,
      });
      await messages.insert(a);
      parentId = a.id;
    }
    await db
      .getRepository(ChatSessionEntity)
      .update({ id: session.id }, { messageCount: chat.questions.length * 2, lastMessageTime: new Date(clock.now()) });
  }
}
