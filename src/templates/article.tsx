import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { ArticleDetail } from '../components/article/ArticleDetail'

export default function ArticleDetailTemplate({
  data,
}: PageProps<Queries.ArticleDetailTemplateQuery>) {
  if (!data.item) return null
  return <ArticleDetail article={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.ArticleDetailTemplateQuery>) {
  return <Seo title={data.item?.title ?? ''} pathname={location.pathname} />
}

export const query = graphql`
  query ArticleDetailTemplate($id: String!) {
    item: article(id: { eq: $id }) {
      ...ArticleDetail
    }
  }
`
