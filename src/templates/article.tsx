import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { ArticleDetail } from '../components/article/ArticleDetail'
import { JsonLd, useJsonLdSite } from '../components/event/JsonLd'
import { articleJsonLd } from '../lib/contentJsonLd'

export default function ArticleDetailTemplate({
  data,
}: PageProps<Queries.ArticleDetailTemplateQuery>) {
  if (!data.item) return null
  return <ArticleDetail article={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.ArticleDetailTemplateQuery>) {
  const site = useJsonLdSite()
  const item = data.item
  const image = item?.banner?.localFile?.publicURL
  return (
    <Seo
      title={item?.title ?? ''}
      pathname={location.pathname}
      description={item?.metaDescription || item?.summary || item?.body}
      image={image}
    >
      {item && <JsonLd data={articleJsonLd({ ...item, imageUrl: image }, site)} />}
    </Seo>
  )
}

export const query = graphql`
  query ArticleDetailTemplate($id: String!) {
    item: article(id: { eq: $id }) {
      ...ArticleDetail
    }
  }
`
