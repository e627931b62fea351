{{- define "adops.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/part-of: adops
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{/*
The Service name of a subchart, computed exactly as service-lib.fullname does in that chart.
Call with (dict "root" $ "chart" "identity").
*/}}
{{- define "adops.serviceName" -}}
{{- $values := index .root.Values .chart | default dict -}}
{{- if $values.fullnameOverride -}}
{{- $values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := $values.nameOverride | default .chart -}}
{{- if contains $name .root.Release.Name -}}
{{- .root.Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .root.Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* True ("true") when the subchart is installed. */}}
{{- define "adops.enabled" -}}
{{- $values := index .root.Values .chart -}}
{{- if and $values (kindIs "map" $values) (ne (toString (index $values "enabled")) "false") -}}true{{- end -}}
{{- end -}}
