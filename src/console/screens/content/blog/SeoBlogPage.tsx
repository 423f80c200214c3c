import { deleteSeoBlog, fetchSeoBlogs, restoreSeoBlog } from '../../../api/content/seoBlogsApi';
import { ServiceContentPage } from '../ServiceContentPage';
import { SeoBlogDialog } from './SeoBlogDialog';
import { seoBlogColumns } from './seoBlogColumns';
import { SEO_BLOG_KEY } from './seoBlogKey';

/** /seo/blog, 'SEO: блог': the posts of a service (or of all), newest first. */
export default function SeoBlogPage({ title }: { title: string }) {
  return (
    <ServiceContentPage
      title={title}
      operation={SEO_BLOG_KEY}
      fetchRows={fetchSeoBlogs}
      restore={restoreSeoBlog}
      remove={deleteSeoBlog}
      restoredText="Запись восстановлена"
      columns={seoBlogColumns}
      sortField="createdAt"
      deletedLabel="Удалена"
      dialog={({ row, ...rest }) => <SeoBlogDialog blog={row} {...rest} />}
      deleteTitle="Удаление записи блога"
      deleteTestId="seo-blog-delete"
      deleteText={(blog) =>
        `Запись «${blog.title}» пропадёт с сайта. Её можно будет восстановить, включив «Показывать удалённые».`
      }
    />
  );
}
