import { AdminDeletedAnswer } from './admin';
import {
  AdminContentDeleteBody,
  AdminContentParams,
  AdminPostAnswer,
  AdminPostBody,
  AdminPostConflict,
  AdminPostDraft,
  AdminPostsAnswer,
  AdminStoriesAnswer,
  AdminStoryAnswer,
  AdminStoryBody,
  AdminStoryConflict,
  AdminStoryDraft,
} from './admin-content';
import { ErrorAnswer } from './common';
import type { EndpointSchemas } from './endpoint-schemas-base';

const staffOnly = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;

/** News posts and stories in the back office (admins): part of `adminEndpointSchemas`. */
export const adminContentEndpointSchemas = {
  adminPosts: {
    summary: 'Every news post, hidden and scheduled ones too, with its version (admins)',
    answers: { 200: AdminPostsAnswer, ...staffOnly },
  },
  adminPost: {
    summary: 'One news post as the back office edits it, with its version (admins)',
    params: AdminContentParams,
    answers: { 200: AdminPostAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminPostCreate: {
    summary: 'Write a news post: published now, at a later time, or hidden (admins)',
    body: AdminPostDraft,
    answers: { 200: AdminPostAnswer, ...staffOnly, 409: ErrorAnswer },
  },
  adminPostUpdate: {
    summary: 'Save a post edited at `version` (also hide, show, reschedule); 409 when someone saved first (admins)',
    params: AdminContentParams,
    body: AdminPostBody,
    answers: { 200: AdminPostAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminPostConflict },
  },
  adminPostDelete: {
    summary: 'Remove a post read at `version`, its likes and views with it (admins)',
    params: AdminContentParams,
    body: AdminContentDeleteBody,
    answers: { 200: AdminDeletedAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminPostConflict },
  },
  adminStories: {
    summary: 'Every story, hidden and scheduled ones too, with its version (admins)',
    answers: { 200: AdminStoriesAnswer, ...staffOnly },
  },
  adminStory: {
    summary: 'One story as the back office edits it, with its version (admins)',
    params: AdminContentParams,
    answers: { 200: AdminStoryAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminStoryCreate: {
    summary: 'Write a story: published now, at a later time, or hidden (admins)',
    body: AdminStoryDraft,
    answers: { 200: AdminStoryAnswer, ...staffOnly },
  },
  adminStoryUpdate: {
    summary: 'Save a story edited at `version` (also hide, show, reschedule); 409 when someone saved first (admins)',
    params: AdminContentParams,
    body: AdminStoryBody,
    answers: { 200: AdminStoryAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminStoryConflict },
  },
  adminStoryDelete: {
    summary: 'Remove a story read at `version` (admins)',
    params: AdminContentParams,
    body: AdminContentDeleteBody,
    answers: { 200: AdminDeletedAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminStoryConflict },
  },
} as const satisfies Record<string, EndpointSchemas>;
