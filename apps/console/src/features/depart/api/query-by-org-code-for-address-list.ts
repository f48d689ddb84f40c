import { addressBookList } from '@cropwatch/contract';

/**
 * `GET /sys/user/queryByOrgCodeForAddressList?orgCode=&realname=&workNo=`: one row per user of the department
 * subtree (org code prefix), read through the list kit; the server matches names and work numbers as LIKE.
 */
export const addressBookListUrl = addressBookList.path;
