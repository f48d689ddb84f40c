import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountFactsService } from './account-facts.service';
import { UserAccountEntity } from './entities/user-account.entity';

/** The per-user account row (identity: below the account, auth and announcement modules that read it). */
@Module({
  imports: [TypeOrmModule.forFeature([UserAccountEntity])],
  providers: [AccountFactsService],
  exports: [AccountFactsService],
})
export class AccountFactsModule {}
