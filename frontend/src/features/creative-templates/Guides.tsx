// The editor's two guides (003 §2): the bindings guide (the `{{ variables }}` the renderer fills, from the
// page settings, and the template's own setting keys) and the custom files guide (how the HTML and CSS reach
// the template's uploaded files and the shared fonts and icons: each is served by its file name beside
// index.html, so a relative URL of that name loads it).
import { Code, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useGetCreativePageSettings, useListSharedAssets, type CreativeTemplateFile } from '../../lib/api/generated/creative.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { isUploadedType } from './constants.ts';

const variable = (name: string) => `{{ ${name} }}`;

export function BindingsGuide({ settingKeys }: { settingKeys: string[] }) {
  const settings = useGetCreativePageSettings();
  return (
    <Stack gap="2" data-testid="bindings-guide">
      <Heading size="sm">Bindings guide</Heading>
      <Text fontSize="sm">Write a variable as <Code>{variable('title')}</Code> in an HTML, CSS, JavaScript or JSON file; the renderer puts the listing’s or resource’s value in its place. Any other variable is reported when the file is saved.</Text>
      <QueryState query={settings} loading={<Spinner size="sm" />} refusalFirst>
        {(s) => (
          <Table.Root size="sm" variant="outline">
            <Table.Header><Table.Row><Table.ColumnHeader>Variable</Table.ColumnHeader><Table.ColumnHeader>What it holds</Table.ColumnHeader></Table.Row></Table.Header>
            <Table.Body>
              {s.bindingVariables.map((b) => (
                <Table.Row key={b.name} data-testid="binding-variable"><Table.Cell><Code>{variable(b.name)}</Code></Table.Cell><Table.Cell>{b.description}</Table.Cell></Table.Row>
              ))}
              {settingKeys.map((key) => (
                <Table.Row key={`setting-${key}`}><Table.Cell><Code>{variable(key)}</Code></Table.Cell><Table.Cell>This template’s setting {key}.</Table.Cell></Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </QueryState>
    </Stack>
  );
}

export function CustomFilesGuide({ files }: { files: CreativeTemplateFile[] }) {
  const shared = useListSharedAssets({ params: { query: { limit: 100 } } });
  const uploaded = files.filter((f) => isUploadedType(f.fileType) && f.fileType !== 'AUDIO');
  return (
    <Stack gap="2" data-testid="custom-files-guide">
      <Heading size="sm">Custom files guide</Heading>
      <Text fontSize="sm">
        Every file of the template and every shared asset is served by its file name beside index.html: refer to it by that name, e.g.{' '}
        <Code>{'<img src="logo.png">'}</Code> or <Code>{"background-image: url('logo.png');"}</Code>. A template’s AUDIO file is not referred to:
        the video plays it with the audio options.
      </Text>
      {uploaded.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">This template’s uploaded files</Text>
          {uploaded.map((f) => <Text key={f.id} fontSize="sm" data-testid="uploaded-file-usage"><Code>{`<img src="${f.fileName}">`}</Code></Text>)}
        </Stack>
      )}
      <Text fontWeight="medium" fontSize="sm">Shared assets</Text>
      <Text fontSize="sm">A font is declared once in the CSS with its key as its family name, then used by that name; an icon is an image of its file name.</Text>
      <QueryState query={shared} loading={<Spinner size="sm" />} refusalFirst>
        {(list) => (list.items.length === 0 ? <Text fontSize="sm" color="fg.muted">No shared assets yet.</Text> : (
          <Table.Root size="sm" variant="outline">
            <Table.Header><Table.Row><Table.ColumnHeader>Key</Table.ColumnHeader><Table.ColumnHeader>How to use it</Table.ColumnHeader></Table.Row></Table.Header>
            <Table.Body>
              {list.items.map((a) => (
                <Table.Row key={a.id} data-testid="shared-asset-usage">
                  <Table.Cell>{a.assetKey}</Table.Cell>
                  <Table.Cell><Code whiteSpace="pre-wrap">{a.assetType === 'ICON'
                    ? `<img src="${a.fileName}" alt="">`
                    : `@font-face { font-family: '${a.assetKey}'; src: url('${a.fileName}'); }\nh1 { font-family: '${a.assetKey}'; }`}</Code></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))}
      </QueryState>
    </Stack>
  );
}
