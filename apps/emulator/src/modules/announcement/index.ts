// The door into modules/announcement: other modules import only what this file exports (issue #28).
export { AnnouncementModule } from './announcement.module';
export { AnnouncementService } from './announcement.service';
export { AnnouncementSendEntity } from './entities/announcement-send.entity';
export { AnnouncementEntity } from './entities/announcement.entity';
